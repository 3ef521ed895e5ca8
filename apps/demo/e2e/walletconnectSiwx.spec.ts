import type { TestWalletConnectWallet } from '@airlock/testing/walletconnect'
import { test } from './fixtures'
import { fallbackSignIn, oneClickSignIn, startSignInWallet } from './walletconnectSiwx'

// Issue 20: WalletConnect one-click authentication. With sign-in required, a WalletConnect wallet
// connects and signs in with one approval and the demo's server accepts the session; a wallet
// without the feature falls back to a plain session and the sign view.

const wallets: TestWalletConnectWallet[] = []
test.afterEach(async () => {
  await Promise.all(wallets.splice(0).map((wallet) => wallet.close()))
})

for (const viewport of [undefined, { width: 390, height: 844 }]) {
  const label = viewport ? ' (390x844)' : ''
  test(`one approval connects and signs in; the server accepts the session${label}`, async ({
    page,
    cloud,
  }) => {
    if (viewport) await page.setViewportSize(viewport)
    const wallet = await startSignInWallet(cloud, true)
    wallets.push(wallet)
    await oneClickSignIn(page, wallet)
  })
}

test('a wallet without one-click authentication connects, then signs in from the sign view', async ({
  page,
  cloud,
}) => {
  const wallet = await startSignInWallet(cloud, false)
  wallets.push(wallet)
  await fallbackSignIn(page, wallet)
})

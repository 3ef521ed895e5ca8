import type { TestWalletConnectWallet } from '@airlock/testing/walletconnect'
import { test } from './fixtures'
import { oneClickSignIn, startSignInWallet } from './walletconnectSiwx'

// walletconnectSiwx.spec.ts under `vite dev` (React's StrictMode): one approval, no second prompt.

const wallets: TestWalletConnectWallet[] = []
test.afterEach(async () => {
  await Promise.all(wallets.splice(0).map((wallet) => wallet.close()))
})

for (const viewport of [undefined, { width: 390, height: 844 }]) {
  const label = viewport ? ' (390x844)' : ''
  test(`one approval connects and signs in under StrictMode${label}`, async ({ page, cloud }) => {
    if (viewport) await page.setViewportSize(viewport)
    const wallet = await startSignInWallet(cloud, true)
    wallets.push(wallet)
    await oneClickSignIn(page, wallet)
  })
}

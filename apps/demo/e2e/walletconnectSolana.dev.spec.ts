import type { TestWalletConnectWallet } from '@airlock/testing/walletconnect'
import { test } from './fixtures'
import { oneSessionTwoNamespaces, startTwoNamespaceWallet } from './walletconnectSolana'

// The same flow as walletconnectSolana.spec.ts under `vite dev` (React's StrictMode mounts the QR
// view twice): still one pairing, one approval, both namespaces.

const wallets: TestWalletConnectWallet[] = []
test.afterEach(async () => {
  await Promise.all(wallets.splice(0).map((wallet) => wallet.close()))
})

for (const viewport of [undefined, { width: 390, height: 844 }]) {
  const label = viewport ? ' (390x844)' : ''
  test(`one approval connects the EVM and the Solana account under StrictMode${label}`, async ({
    page,
    cloud,
  }) => {
    if (viewport) await page.setViewportSize(viewport)
    const wallet = await startTwoNamespaceWallet(cloud)
    wallets.push(wallet)
    await oneSessionTwoNamespaces(page, wallet)
  })
}

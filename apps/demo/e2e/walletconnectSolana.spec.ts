import type { TestWalletConnectWallet } from '@airlock/testing/walletconnect'
import { expect, test } from './fixtures'
import {
  DEVNET,
  oneSessionTwoNamespaces,
  pairThroughQr,
  startTwoNamespaceWallet,
  switchNetwork,
} from './walletconnectSolana'

// Issue 17: WalletConnect's `solana` namespace through the same relay. The demo's `/solana` page
// has both adapters with WalletConnect: one pairing proposes eip155 and solana, and the test
// wallet (the real wallet SDK) that has both connects both with one approval.

const wallets: TestWalletConnectWallet[] = []
test.afterEach(async () => {
  await Promise.all(wallets.splice(0).map((wallet) => wallet.close()))
})

for (const viewport of [undefined, { width: 390, height: 844 }]) {
  const label = viewport ? ' (390x844)' : ''
  test(`one approval connects the EVM and the Solana account; a Solana message is signed over WalletConnect${label}`, async ({
    page,
    cloud,
  }) => {
    if (viewport) await page.setViewportSize(viewport)
    const wallet = await startTwoNamespaceWallet(cloud)
    wallets.push(wallet)
    await oneSessionTwoNamespaces(page, wallet)
  })
}

test('paired while Solana Devnet is active, the Solana account shows first and Ethereum follows', async ({
  page,
  cloud,
}) => {
  const wallet = await startTwoNamespaceWallet(cloud)
  wallets.push(wallet)
  await page.goto('/solana')
  await switchNetwork(page, 'Ethereum', /Solana Devnet/)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await pairThroughQr(page, wallet)
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(
    wallet.solanaAddress as string,
  )
  await expect(page.getByRole('figure', { name: 'useAirlockNetwork' })).toContainText(
    `"caipNetworkId": "${DEVNET}"`,
  )
  await page.getByRole('button', { name: 'Close' }).click()
  await switchNetwork(page, 'Solana Devnet', /Ethereum/)
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(wallet.address)
  expect(wallet.sessions()).toHaveLength(1)
})

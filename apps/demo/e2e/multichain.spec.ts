import { createHash } from 'node:crypto'
import { injectMockSolanaWallet } from '@airlock/testing/playwright'
import { expect, test, walletName } from './fixtures'

// Issue 17: one wallet, two chain families. The fixture's EIP-6963 mock wallet and
// @airlock/testing's Wallet Standard mock Solana wallet announce themselves under one name, as a
// browser extension that speaks both does; the demo's `/solana` page (EVM and Solana adapters)
// lists it once, as a MULTI_CHAIN connector, and keeps it across an EVM and a Solana network.

const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
// The cloud's Solana test account 7 (seed = sha256 of its label, apps/cloud's README "Solana").
const SEED = createHash('sha256').update('airlock solana test account 7').digest('hex')

for (const viewport of [undefined, { width: 390, height: 844 }]) {
  const label = viewport ? ' (390x844)' : ''
  test(`a wallet announced over EIP-6963 and the Wallet Standard is one entry that connects both namespaces${label}`, async ({
    page,
    wallet,
  }) => {
    if (viewport) await page.setViewportSize(viewport)
    const solanaWallet = await injectMockSolanaWallet(page, {
      name: walletName,
      secretKeys: [SEED],
      chains: [
        {
          chain: 'solana:devnet',
          rpcUrl: `${process.env.E2E_CLOUD_URL}/v1/?chainId=${encodeURIComponent(DEVNET)}&projectId=${process.env.E2E_PROJECT_ID}`,
        },
      ],
    })
    await page.goto('/solana')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    // One entry for the wallet in Connect, none for a second announcement.
    await expect(dialog.getByRole('button', { name: walletName, exact: true })).toHaveCount(1)
    await dialog.getByRole('button', { name: walletName, exact: true }).click()
    // The active network is Ethereum: the EVM side connects, the Solana side is not asked.
    await expect(page.getByRole('status', { name: 'Address' })).toHaveText(
      wallet.addresses[0] as string,
    )
    expect(await wallet.isConnected()).toBe(true)
    expect(await solanaWallet.isConnected()).toBe(false)

    // Switch to Solana Devnet in the modal: the same wallet's Solana side connects.
    await page.getByRole('button', { name: 'Close' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.getByRole('button', { name: 'Ethereum' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Solana Devnet/ })
      .click()
    await expect(page.getByRole('status', { name: 'Address' })).toHaveText(
      solanaWallet.addresses[0] as string,
    )
    await expect(page.getByRole('figure', { name: 'useAirlockNetwork' })).toContainText(
      `"caipNetworkId": "${DEVNET}"`,
    )
    expect(await solanaWallet.isConnected()).toBe(true)

    // Back on Ethereum the EVM account is still there, without connecting again.
    await page.getByRole('button', { name: 'Solana Devnet' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Ethereum/ })
      .click()
    await expect(page.getByRole('status', { name: 'Address' })).toHaveText(
      wallet.addresses[0] as string,
    )

    // After a reload the EVM account is back, and Solana Devnet shows the same wallet's account.
    await page.reload()
    await expect(page.getByRole('status', { name: 'Address' })).toHaveText(
      wallet.addresses[0] as string,
    )
    await page.getByRole('button', { name: 'Ethereum' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Solana Devnet/ })
      .click()
    await expect(page.getByRole('status', { name: 'Address' })).toHaveText(
      solanaWallet.addresses[0] as string,
    )
  })
}

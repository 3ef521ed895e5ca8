import { createHash } from 'node:crypto'
import { injectMockSolanaWallet } from '@airlock/testing/playwright'
import { expect, test, walletName } from './fixtures'

// The `/solana` page under `vite dev` (React's StrictMode mounts every component twice): the
// fixture's EIP-6963 mock wallet and the Wallet Standard mock Solana wallet share one name. Picked
// from All Wallets while Solana Devnet is active, the wallet connects its Solana side once (one
// request), and switching to Ethereum connects its EVM side.

const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
// The cloud's Solana test account 7 (apps/cloud's README "Solana"); nothing here sends.
const SEED = createHash('sha256').update('airlock solana test account 7').digest('hex')

for (const viewport of [undefined, { width: 390, height: 844 }]) {
  const label = viewport ? ' (390x844)' : ''
  test(`from All Wallets on Solana Devnet the two-namespace wallet connects Solana once, then EVM on switching${label}`, async ({
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
      approval: 'manual',
    })
    await page.goto('/solana')
    // Disconnected, the network button switches the active network only.
    await page.getByRole('button', { name: 'Ethereum' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Solana Devnet/ })
      .click()
    await expect(page.getByRole('figure', { name: 'useAirlockNetwork' })).toContainText(
      `"caipNetworkId": "${DEVNET}"`,
    )
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)

    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('button', { name: walletName, exact: true })).toHaveCount(1)
    await dialog.getByRole('button', { name: /All Wallets/ }).click()
    await dialog.getByRole('searchbox', { name: 'Search wallet' }).fill('Airlock Test')
    await dialog.getByRole('button', { name: walletName, exact: true }).click()
    await solanaWallet.waitForPending({ feature: 'standard:connect' })
    expect(await solanaWallet.approvePending()).toBe(1)
    await expect(page.getByRole('status', { name: 'Address' })).toHaveText(
      solanaWallet.addresses[0] as string,
    )
    expect(await solanaWallet.pending()).toEqual([])
    expect(await wallet.isConnected()).toBe(false)

    await page.getByRole('button', { name: 'Close' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.getByRole('button', { name: 'Solana Devnet' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Ethereum/ })
      .click()
    await expect(page.getByRole('status', { name: 'Address' })).toHaveText(
      wallet.addresses[0] as string,
    )
    expect(await wallet.isConnected()).toBe(true)
  })
}

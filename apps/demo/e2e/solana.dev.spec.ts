import { createHash } from 'node:crypto'
import { injectMockSolanaWallet } from '@airlock/testing/playwright'
import { expect, test } from './fixtures'

// The `/solana` page under `vite dev` (React's StrictMode mounts every component twice): the mock
// Solana wallet (a Wallet Standard test double) connects once and the session survives a reload;
// one send from the modal asks the wallet once.

const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const SEED = createHash('sha256').update('airlock solana test account 7').digest('hex')

test('connect the mock Solana wallet under StrictMode and stay connected after a reload', async ({
  page,
}) => {
  const wallet = await injectMockSolanaWallet(page, {
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
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: 'Mock Solana Wallet' }).first().click()
  await wallet.waitForPending({ feature: 'standard:connect' })
  expect(await wallet.approvePending()).toBe(1)
  const address = wallet.addresses[0] as string
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(address)
  await expect(page.getByRole('status', { name: 'Balance' })).toHaveText('1,000.000 SOL')
  // One connect request reached the wallet, however often React mounted the view.
  expect(await wallet.pending()).toEqual([])
  await page.reload()
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(address)
  expect(await wallet.pending()).toEqual([])
})

test('one SOL send from the modal under StrictMode reaches the chain once', async ({ page }) => {
  // Test account 3 sends; the receiver is test account 2 (apps/cloud's README "Local Solana").
  const receiver = 'H8LYSjLySXyaHrSp4xN5KLj1RnrfW5LtX9TM1yJgDjBi'
  const rpcUrl = `${process.env.E2E_CLOUD_URL}/v1/?chainId=${encodeURIComponent(DEVNET)}&projectId=${process.env.E2E_PROJECT_ID}`
  const lamportsOf = async (owner: string) => {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'getBalance',
        params: [owner, { commitment: 'confirmed' }],
      }),
    })
    return BigInt(((await response.json()) as { result: { value: number } }).result.value)
  }
  const before = await lamportsOf(receiver)
  const wallet = await injectMockSolanaWallet(page, {
    secretKeys: [createHash('sha256').update('airlock solana test account 3').digest('hex')],
    chains: [{ chain: 'solana:devnet', rpcUrl }],
    approval: 'manual',
  })
  await page.goto('/solana')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: 'Mock Solana Wallet' }).first().click()
  await wallet.waitForPending({ feature: 'standard:connect' })
  expect(await wallet.approvePending()).toBe(1)
  await expect(page.getByRole('status', { name: 'Balance' })).toHaveText('1,000.000 SOL')
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await dialog.getByLabel('Amount', { exact: true }).fill('0.5')
  await dialog.getByLabel('To', { exact: true }).fill(receiver)
  await expect(dialog.getByTestId('send-receiver')).toHaveText(receiver)
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  await expect(dialog.getByTestId('send-preview-amount')).toHaveText('0.5 SOL')
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect.poll(async () => (await wallet.pending()).length).toBe(1)
  expect(await wallet.approvePending()).toBe(1)
  await expect(page.getByText('Transaction started')).toBeVisible()
  await expect.poll(() => lamportsOf(receiver)).toBe(before + 500_000_000n)
  await expect(page.getByRole('status', { name: 'Balance' })).toHaveText('999.499 SOL')
  // One signature request reached the wallet, however often React mounted the views.
  expect(await wallet.pending()).toEqual([])
  expect(await lamportsOf(receiver)).toBe(before + 500_000_000n)
})

import { anvilKey } from '@airlock/testing/anvil'
import type { Page } from '@playwright/test'
import { createPublicClient, createWalletClient, erc20Abi, type Hex, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount, privateKeyToAddress } from 'viem/accounts'
import { approveInFrame, emailLogin, env, uniqueEmail } from './embedded'
import { expect } from './fixtures'
import { fillSend, USDC } from './walletSend'

// Helpers of walletSendEmbedded.spec.ts and its dev twin. Send (issue 18) from the embedded wallet:
// its smart account sends through wallet_sendCalls (the frame asks `Send 1 calls`), its EOA
// through eth_sendTransaction (`Send transaction`); either way the visitor approves in the frame,
// the receiver's balance grows on the chain and the transaction is on top of Activity.

export type EmbeddedAccountType = 'smartAccount' | 'eoa'

/** What the frame's approval screen is titled for each path. */
export const FRAME_TITLE: Record<EmbeddedAccountType, string> = {
  smartAccount: 'Send 1 calls',
  eoa: 'Send transaction',
}

function chain() {
  return createPublicClient({ transport: http(env('E2E_RPC_1')) })
}

/** Logs in by email (a smart account by default), switches to the EOA when asked; the address. */
export async function loginAs(page: Page, type: EmbeddedAccountType, label: string): Promise<Hex> {
  await page.goto('/')
  const first = (await emailLogin(page, uniqueEmail(label))) as Hex
  const dialog = page.getByRole('dialog')
  const address = page.getByRole('status', { name: 'Address' })
  await expect(dialog.getByText('Smart account', { exact: true })).toBeVisible()
  if (type === 'eoa') {
    await dialog.getByRole('button', { name: 'Switch to your EOA' }).click()
    await expect(address).not.toHaveText(first, { timeout: 30_000 })
    await expect(dialog.getByText('EOA', { exact: true })).toBeVisible()
  }
  await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  const account = (await address.textContent()) as Hex
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toHaveCount(0)
  return account
}

/** Sends ETH (seeded account 1) and USDC (seeded account 2) to `account`, waiting for both. */
export async function fund(account: Hex, { eth, usdc }: { eth?: string; usdc?: bigint }) {
  const rpc = env('E2E_RPC_1')
  if (eth) {
    const funder = createWalletClient({
      account: privateKeyToAccount(anvilKey(1)),
      transport: http(rpc),
    })
    const hash = await funder.sendTransaction({ chain: null, to: account, value: parseEther(eth) })
    await chain().waitForTransactionReceipt({ hash })
  }
  if (usdc) {
    const funder = createWalletClient({
      account: privateKeyToAccount(anvilKey(2)),
      transport: http(rpc),
    })
    const hash = await funder.writeContract({
      chain: null,
      address: USDC,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account, usdc],
    })
    await chain().waitForTransactionReceipt({ hash })
  }
}

/**
 * The page reads balances again: its 30 s balance cache is dropped (what the funding above did is
 * news the page cannot hear of) and the page reloads, restoring the embedded session.
 */
export async function readBalancesAgain(page: Page, account: Hex): Promise<void> {
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (/^@airlock\/cache\/(portfolio|nativeBalance)\//.test(key)) localStorage.removeItem(key)
  })
  await page.reload()
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(account, {
    timeout: 30_000,
  })
}

/**
 * A fresh receiver: no seeded account, as one of those may pay gas for others (the secure site's
 * sponsor) and its balance would not grow by exactly what was sent.
 */
export function newReceiver(): Hex {
  return privateKeyToAddress(generatePrivateKey())
}

/** The balance of ETH or USDC `holder` has on the chain. */
export function balanceOf(token: 'ETH' | 'USDC', holder: Hex): Promise<bigint> {
  return token === 'ETH'
    ? chain().getBalance({ address: holder })
    : chain().readContract({
        address: USDC,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [holder],
      })
}

/**
 * Opens Send from the account button, sends `amount` of `token` to `to`, approves in the frame
 * (whose title says which path the wallet was asked by), then checks the chain and Activity.
 */
export async function sendAndCheck(
  page: Page,
  type: EmbeddedAccountType,
  { token, amount, units, to }: { token: 'ETH' | 'USDC'; amount: string; units: bigint; to: Hex },
): Promise<void> {
  const before = await balanceOf(token, to)
  await page.getByRole('button', { name: /^0x/ }).first().click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(dialog.getByRole('heading', { name: 'Send' })).toBeVisible()
  await fillSend(dialog, { token, amount, to })
  await expect(dialog.getByText(/^Network fee: /)).toBeVisible()
  // A smart account pays no gas of its own (the insufficient-gas rule skips it), an EOA has ETH.
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  await expect(dialog.getByTestId('send-preview-amount')).toHaveText(`${amount} ${token}`)
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await approveInFrame(page, FRAME_TITLE[type])
  await expect(page.getByText('Transaction started')).toBeVisible({ timeout: 60_000 })
  await expect
    .poll(async () => (await balanceOf(token, to)) - before, { timeout: 60_000 })
    .toBe(units)
  // Back on Account: the sent transaction on top of its Activity.
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  const top = dialog.getByRole('region', { name: 'Activity' }).getByRole('listitem').first()
  await expect(top).toContainText(`-${Number(amount).toFixed(3)} ${token}`, { timeout: 30_000 })
  await expect(top).toContainText('Sent')
  // A plain value transfer from the EOA names its receiver. (Activity shows a transaction's own
  // `to`: the token contract for a transfer, the smart account itself for its calls.)
  if (type === 'eoa' && token === 'ETH')
    await expect(top).toContainText(`to ${to.slice(0, 6)}...${to.slice(-4)}`)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toHaveCount(0)
}

/** Rejects the request the secure frame shows, as a visitor does (after its 500 ms guard). */
export async function rejectInFrame(page: Page, title: string): Promise<void> {
  const frame = page.frameLocator('#w3m-iframe')
  await expect(frame.getByRole('heading', { name: title })).toBeVisible({ timeout: 30_000 })
  const reject = frame.getByRole('button', { name: 'Reject' })
  await expect(reject).toBeVisible()
  await page.waitForTimeout(700)
  await reject.click()
}

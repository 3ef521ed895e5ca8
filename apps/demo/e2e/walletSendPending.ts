import { anvilKey } from '@airlock/testing/anvil'
import type { MockWalletHandle } from '@airlock/testing/playwright'
import type { Page } from '@playwright/test'
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { connectWallet } from './connectWallet'
import { expect } from './fixtures'
import { BOB } from './walletSend'

/** The poll interval of pending-transaction polling (SPEC.md §9). */
const PENDING_POLL_MS = 30_000

/** The ETH the page shows, as a number (`9,998.123 ETH` -> 9998.123). */
async function shownEth(page: Page): Promise<number> {
  const text = (await page.getByRole('status', { name: 'Balance' }).textContent()) ?? ''
  return Number(text.replace(/[^0-9.]/g, ''))
}

/**
 * Pending-transaction polling in the demo (issue 18, SPEC.md §9, the adapter's
 * `pendingTransactions`): the connected account (the mock wallet's seeded account 0) sends 1 ETH
 * around the kit, straight to the node; the page's balance stays as it was until the next poll,
 * 30000 ms later on the page's clock, refreshes it. The page's clock is Playwright's, moved on by
 * hand, so the test does not wait 30 s.
 */
export async function sentAroundTheKitIsRefreshed(
  page: Page,
  wallet: MockWalletHandle,
  rpcUrl: string,
): Promise<void> {
  await page.clock.install()
  await page.goto('/')
  const account = privateKeyToAccount(anvilKey(0))
  expect(wallet.addresses[0]).toBe(account.address)
  await connectWallet(page, account.address)
  const balance = page.getByRole('status', { name: 'Balance' })
  await expect(balance).toHaveText(/\d.* ETH$/)
  const before = await shownEth(page)

  const chain = createPublicClient({ transport: http(rpcUrl) })
  const outside = createWalletClient({ account, transport: http(rpcUrl) })
  const hash = await outside.sendTransaction({ chain: null, to: BOB, value: parseEther('1') })
  expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success')
  // Mined, yet the page knows nothing of it: nothing asked for the balance since.
  expect(await shownEth(page)).toBe(before)

  await page.clock.fastForward(PENDING_POLL_MS)
  // The poll saw the account's transaction count rise and read the balance again.
  await expect.poll(() => shownEth(page)).toBeLessThanOrEqual(before - 1)
  const onChain = Number(await chain.getBalance({ address: account.address })) / 1e18
  expect(Math.abs((await shownEth(page)) - onChain)).toBeLessThan(0.001)
}

import { SDK_TYPE, SDK_VERSION } from '@airlock/core'
import { anvilKey } from '@airlock/testing/anvil'
import type { Page } from '@playwright/test'
import { parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect, test, walletName } from './fixtures'

// Activity (issue 18): the Account view's Activity tab pages through the account's history by
// scrolling, against the real cloud's history route and indexer.

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** What the issue asks the list to page through. */
const WANTED = 60

type HistoryTransaction = {
  id: string
  metadata: { chain: string }
  transfers: { nft_info?: { name?: string; flags: { is_spam: boolean } } }[]
}

const allSpam = (transaction: HistoryTransaction) =>
  transaction.transfers.length > 0 &&
  transaction.transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true)

/** Every transaction of the account on chain 1, read from the cloud's history route. */
async function history(cloud: { url: string; projectId: string }): Promise<HistoryTransaction[]> {
  const all: HistoryTransaction[] = []
  let cursor: string | null = null
  do {
    const url = new URL(`/v1/account/${ACCOUNT}/history`, cloud.url)
    url.searchParams.set('projectId', cloud.projectId)
    url.searchParams.set('chainId', 'eip155:1')
    url.searchParams.set('st', SDK_TYPE)
    url.searchParams.set('sv', SDK_VERSION)
    if (cursor) url.searchParams.set('cursor', cursor)
    const response = await fetch(url)
    if (!response.ok) throw new Error(`history: ${response.status} ${await response.text()}`)
    const page = (await response.json()) as { data: HistoryTransaction[]; next: string | null }
    all.push(...page.data)
    cursor = page.next
  } while (cursor)
  return all
}

async function rpc(url: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return response.json()
}

/**
 * The seed gives account 0 22 transactions per chain; the issue wants 60 to page through. The
 * missing ones are small ETH transfers from test account 5 to account 0 on chain 1, signed here
 * with viem and sent as one JSON-RPC batch of `eth_sendRawTransaction` to the chain's node; then
 * the cloud's indexer is waited for. Nothing is sent when the history already holds enough (the
 * cloud's seed is left alone).
 */
async function ensureHistory(cloud: {
  url: string
  projectId: string
  rpc: Record<number, string>
}): Promise<HistoryTransaction[]> {
  const shown = (await history(cloud)).filter((transaction) => !allSpam(transaction))
  const missing = WANTED + 1 - shown.length
  if (missing <= 0) return shown
  const rpcUrl = cloud.rpc[1] as string
  const sender = privateKeyToAccount(anvilKey(5))
  const [nonce, gasPrice] = (await rpc(rpcUrl, [
    {
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getTransactionCount',
      params: [sender.address, 'pending'],
    },
    { jsonrpc: '2.0', id: 2, method: 'eth_gasPrice', params: [] },
  ])) as [{ result: string }, { result: string }]
  const raw = await Promise.all(
    Array.from({ length: missing }, (_, index) =>
      sender.signTransaction({
        type: 'legacy',
        chainId: 1,
        nonce: Number(nonce.result) + index,
        to: ACCOUNT,
        value: parseEther('0.001'),
        gas: 21_000n,
        gasPrice: BigInt(gasPrice.result) * 2n,
      }),
    ),
  )
  const answers = (await rpc(
    rpcUrl,
    raw.map((transaction, index) => ({
      jsonrpc: '2.0',
      id: index,
      method: 'eth_sendRawTransaction',
      params: [transaction],
    })),
  )) as { error?: unknown }[]
  expect(answers.filter((answer) => answer.error)).toEqual([])
  await expect
    // The indexer traces each of these blocks (internal payments) too: on a loaded 2-core machine
    // 37 blocks took longer than 30 s.
    .poll(async () => (await history(cloud)).filter((t) => !allSpam(t)).length, {
      timeout: 120_000,
    })
    .toBeGreaterThan(WANTED)
  return (await history(cloud)).filter((transaction) => !allSpam(transaction))
}

/** Connects the mock wallet; the modal then shows the Account view: its Activity tab is opened. */
async function openActivity(page: Page) {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: walletName }).first().click()
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(ACCOUNT)
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  return dialog.getByRole('region', { name: 'Activity' })
}

/** Scrolls to the list's end until no next page is left; returns the number of rows. */
async function scrollToTheEnd(
  page: Page,
  activity: ReturnType<Page['getByRole']>,
  expected: number,
) {
  const rows = activity.getByRole('listitem')
  await expect(rows.first()).toBeVisible()
  // The first page alone is not everything: the rest comes from scrolling.
  expect(await rows.count()).toBeLessThan(expected)
  await expect(async () => {
    await rows.last().scrollIntoViewIfNeeded()
    await expect(page.getByText('Loading more activity')).toHaveCount(0)
    expect(await rows.count()).toBe(expected)
  }).toPass({ timeout: 30_000 })
  return rows.count()
}

test.describe('Activity', () => {
  let expected: HistoryTransaction[] = []
  test.beforeAll(async ({ cloud }) => {
    test.setTimeout(180_000)
    expected = await ensureHistory(cloud)
  })

  test('pages through 60+ transactions by scrolling, grouped by month, spam dropped', async ({
    page,
    wallet,
  }) => {
    expect(wallet.addresses[0]).toBe(ACCOUNT)
    const pages: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.endsWith('/history') && !url.searchParams.has('onramp'))
        pages.push(url.searchParams.get('cursor') ?? 'first')
    })
    const activity = await openActivity(page)
    const count = await scrollToTheEnd(page, activity, expected.length)
    expect(count).toBeGreaterThanOrEqual(WANTED)
    // Each next page asked for with the previous page's cursor (20 per page), once.
    const cursors = pages.filter((cursor) => cursor !== 'first')
    expect(cursors.length).toBeGreaterThanOrEqual(Math.ceil(expected.length / 20) - 1)
    expect(new Set(cursors).size).toBe(cursors.length)
    // Grouped under the month they were mined in (anvil mines at the machine's time).
    const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(
      new Date(),
    )
    await expect(activity.getByRole('heading', { name: month })).toBeVisible()
    // Amounts with the token's symbol, direction in words, the counterparty; the token's image.
    await expect(activity.getByText('-125.500 USDC')).toHaveCount(1)
    await expect(activity.getByText('+42.000 AIR')).toHaveCount(1)
    await expect(activity.getByText('+0.001 ETH').first()).toBeVisible()
    await expect(activity.getByText('Received').first()).toBeVisible()
    await expect(activity.getByText('to 0x7099...79C8').first()).toBeVisible()
    expect(await activity.locator('.al-tx-icon img').count()).toBeGreaterThan(0)
    // The seeded spam airdrop (FREE) is in the route's answer but not in the list; PASS is.
    await expect(activity.getByText(/Free Airdrop Voucher/)).toHaveCount(0)
    await expect(activity.getByText(/Airlock Pass/).first()).toBeVisible()
  })

  test('on a phone (390x844) the list pages to the end by scrolling too', async ({
    page,
    wallet,
  }) => {
    expect(wallet.addresses[0]).toBe(ACCOUNT)
    await page.setViewportSize({ width: 390, height: 844 })
    const activity = await openActivity(page)
    expect(await scrollToTheEnd(page, activity, expected.length)).toBeGreaterThanOrEqual(WANTED)
    const box = await activity.boundingBox()
    expect(box?.width ?? 0).toBeLessThanOrEqual(390)
  })

  test('a history that cannot be read: Failed to fetch transactions, and Try again', async ({
    page,
    wallet,
  }) => {
    expect(wallet.addresses[0]).toBe(ACCOUNT)
    // The one edge the local cloud cannot produce on demand for a single request: its history
    // route failing. Only this test answers it with a 500; everything else is the real cloud.
    let failing = true
    await page.route('**/v1/account/*/history**', (route) =>
      failing
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' })
        : route.fallback(),
    )
    const dialog = page.getByRole('dialog')
    await openActivity(page)
    await expect(dialog.getByRole('alert')).toContainText('Failed to fetch transactions')
    failing = false
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await expect(
      dialog.getByRole('region', { name: 'Activity' }).getByRole('listitem').first(),
    ).toBeVisible()
  })
})

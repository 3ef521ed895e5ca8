import {
  afterEach,
  beforeEach,
  describe,
  expect,
  inject,
  type MockInstance,
  test,
  vi,
} from 'vitest'
import { createTestAdapter } from '../adapter/createTestAdapter'
import { getTransactionHistory } from '../api/blockchain/getTransactionHistory'
import { createAirlockCore } from '../createAirlockCore'
import { TransactionsAccountAddressRequiredError } from '../errors/transactions'
import { getApiClient } from '../http/getApiClient'
import { base, mainnet } from '../networks/evm'
import { withCloudRpc } from '../networks/withCloudRpc'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { CLOUD_PROJECT } from '../test/cloudProject'
import type { Transaction } from '../validation/types'
import { fetchTransactions } from './fetchTransactions'
import { setAccount } from './setAccount'
import { syncNetwork } from './syncNetwork'

const cloudUrl = inject('cloudUrl')
// The first funded account of the cloud's chains: 22 seeded transactions per chain, one of them
// the spam airdrop (FREE), so its history has a second page.
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function setup(options: { apiUrl?: string; connect?: boolean } = {}) {
  const networks = [mainnet, base].map((network) =>
    withCloudRpc(network, { host: cloudUrl, projectId: CLOUD_PROJECT.id }),
  )
  const core = createAirlockCore({
    projectId: CLOUD_PROJECT.id,
    networks,
    adapters: [createTestAdapter()],
    storage: createMemoryStorage(),
    apiUrl: options.apiUrl ?? cloudUrl,
  })
  if (options.connect !== false) {
    setAccount(core, { caipAddress: `eip155:1:${ACCOUNT}` })
    syncNetwork(core, { namespace: 'eip155', caipNetworkId: 'eip155:1' })
  }
  return core
}

/** Every transaction of the account on `chainId`, read straight from the cloud's route. */
async function wholeHistory(chainId: string): Promise<Transaction[]> {
  const client = getApiClient(setup({ connect: false }), 'api')
  const all: Transaction[] = []
  let cursor: string | null = null
  do {
    const page = await getTransactionHistory(client, { address: ACCOUNT, chainId, cursor })
    all.push(...page.data)
    cursor = page.next
  } while (cursor)
  return all
}

const allSpam = (transaction: Transaction) =>
  transaction.transfers.length > 0 &&
  transaction.transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true)

let fetchSpy: MockInstance<typeof fetch>
beforeEach(() => {
  // Counts the requests; every one still goes to the real cloud.
  fetchSpy = vi.spyOn(globalThis, 'fetch')
})
afterEach(() => {
  vi.restoreAllMocks()
})
const historyRequests = () =>
  fetchSpy.mock.calls.filter(
    ([url]) => String(url).includes('/history') && !String(url).includes('onramp='),
  ).length

describe('fetchTransactions: the transaction store (SPEC.md §3, §5, §7, §8)', () => {
  test('pages by cursor to the end: every transaction of the active chain once, spam dropped, grouped', async () => {
    const core = setup()
    const expected = (await wholeHistory('eip155:1')).filter((t) => !allSpam(t))
    fetchSpy.mockClear()
    const first = await fetchTransactions(core)
    expect(first.loading).toBe(false)
    expect(first.next).toEqual(expect.any(String))
    expect(first.transactions.length).toBeGreaterThan(0)
    expect(first.transactions.length).toBeLessThan(expected.length)
    expect(first.lastNetworkInView).toBe('eip155:1')
    let pages = 1
    while (core.state.transactions?.next) {
      await fetchTransactions(core)
      pages++
    }
    const state = core.state.transactions
    expect(state?.transactions.map((t) => t.id)).toEqual(expected.map((t) => t.id))
    expect(state?.transactions.every((t) => t.metadata.chain === 'eip155:1')).toBe(true)
    expect(state?.empty).toBe(false)
    expect(historyRequests()).toBe(pages)
    // After the last page nothing more is asked for.
    await fetchTransactions(core)
    expect(historyRequests()).toBe(pages)
    // The spam airdrop the seed pushed to the account is in the route's answer, not in the list.
    expect((await wholeHistory('eip155:1')).some(allSpam)).toBe(true)
    const grouped = Object.values(state?.transactionsByYear ?? {}).flatMap((months) =>
      Object.values(months).flat(),
    )
    expect(grouped).toHaveLength(expected.length)
    for (const [year, months] of Object.entries(state?.transactionsByYear ?? {}))
      for (const [month, list] of Object.entries(months))
        for (const t of list) {
          expect(new Date(t.metadata.minedAt).getFullYear()).toBe(Number(year))
          expect(new Date(t.metadata.minedAt).getMonth()).toBe(Number(month))
        }
  })

  test('another network starts a new list; concurrent calls share one request', async () => {
    const core = setup()
    await Promise.all([fetchTransactions(core), fetchTransactions(core)])
    expect(historyRequests()).toBe(1)
    syncNetwork(core, { namespace: 'eip155', caipNetworkId: 'eip155:8453' })
    const state = await fetchTransactions(core)
    expect(state.lastNetworkInView).toBe('eip155:8453')
    expect(state.transactions.length).toBeGreaterThan(0)
    expect(state.transactions.every((t) => t.metadata.chain === 'eip155:8453')).toBe(true)
  })

  test('a failed fetch: the list empty, `failed`, ERROR_FETCH_TRANSACTIONS tracked', async () => {
    // A real closed port: the request is refused.
    const server = (await import('node:net')).createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    await new Promise<void>((resolve) => server.close(() => resolve()))
    const core = setup({ apiUrl: `http://127.0.0.1:${port}` })
    const state = await fetchTransactions(core)
    expect(state).toMatchObject({
      transactions: [],
      loading: false,
      empty: true,
      failed: true,
      next: undefined,
    })
    expect(core.state.events.events.map((e) => e.event)).toContain('ERROR_FETCH_TRANSACTIONS')
  })

  test("without an account: Transactions can't be fetched without an accountAddress", async () => {
    const core = setup({ connect: false })
    await expect(fetchTransactions(core)).rejects.toThrow(TransactionsAccountAddressRequiredError)
    await expect(fetchTransactions(core)).rejects.toThrow(
      "Transactions can't be fetched without an accountAddress",
    )
  })
})

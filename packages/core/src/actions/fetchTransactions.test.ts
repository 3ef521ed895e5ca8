import { anvilKey } from '@airlock/testing/anvil'
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  formatUnits,
  type Hex,
  http,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
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
import { buildApproveTransaction } from '../api/blockchain/buildApproveTransaction'
import { buildSwapTransaction } from '../api/blockchain/buildSwapTransaction'
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

type Leg = {
  fungible_info?: { symbol: string }
  nft_info?: { name: string; standard?: string }
  direction: string
  quantity: { numeric: string }
}

const cloudUrl = inject('cloudUrl')
// The first funded account of the cloud's chains: 24 seeded transactions per chain, one of them
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

  test("the seed's ERC-1155 badges are listed with their standard and how many came", async () => {
    const core = setup()
    while (core.state.transactions?.next !== undefined || !core.state.transactions)
      await fetchTransactions(core)
    const badges = (core.state.transactions?.transactions ?? []).flatMap((t) =>
      (t.transfers as unknown as readonly Leg[]).filter(
        (leg) => leg.nft_info?.standard === 'erc1155',
      ),
    )
    expect(badges.map((leg) => [leg.nft_info?.name, leg.quantity.numeric, leg.direction])).toEqual([
      ['Silver Badge', '1', 'in'],
      ['Gold Badge', '2', 'in'],
      ['Bronze Badge', '3', 'in'],
    ])
  })

  test('a swap into ETH through the router is one trade with both legs at the top', async () => {
    // A fresh account (nobody else sends from it), funded by test account 9.
    const rpc = `${cloudUrl}/v1/?chainId=eip155:1&projectId=${CLOUD_PROJECT.id}`
    const reader = createPublicClient({ transport: http(rpc) })
    const send = async (key: Hex, tx: { to: string; data?: string; value?: bigint }) => {
      const wallet = createWalletClient({ account: privateKeyToAccount(key), transport: http(rpc) })
      const hash = await wallet.sendTransaction({
        chain: null,
        to: tx.to.split(':').at(-1) as Hex,
        ...(tx.data ? { data: tx.data as Hex } : {}),
        value: tx.value ?? 0n,
        type: 'legacy',
      })
      const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 50 })
      expect(receipt.status).toBe('success')
      return hash
    }
    const key = generatePrivateKey()
    const trader = privateKeyToAccount(key).address
    await send(anvilKey(9), { to: trader, value: parseEther('1') })
    const api = getApiClient(setup({ connect: false }), 'api')
    const eth = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
    const usdc = 'eip155:1:0xfbfbfDdd6e35dA57b7B0F9a2C10E34Be70B3A4E9'
    const userAddress = `eip155:1:${trader}`
    const buy = await buildSwapTransaction(api, {
      amount: parseEther('0.01').toString(),
      from: eth,
      to: usdc,
      userAddress,
    })
    await send(key, { ...buy.tx, value: BigInt(buy.tx.amount) })
    const approve = await buildApproveTransaction(api, { userAddress, from: usdc, to: eth })
    await send(key, { to: approve.tx.to, data: approve.tx.data })
    // What the buy gave (other test files trade in the same pool at the same time, so the price
    // is not fixed): all of it goes back.
    const bought = await reader.readContract({
      address: usdc.split(':').at(-1) as Hex,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [trader],
    })
    const sell = await buildSwapTransaction(api, {
      amount: bought.toString(),
      from: usdc,
      to: eth,
      userAddress,
    })
    const hash = await send(key, sell.tx)

    const core = createAirlockCore({
      projectId: CLOUD_PROJECT.id,
      networks: [withCloudRpc(mainnet, { host: cloudUrl, projectId: CLOUD_PROJECT.id })],
      adapters: [createTestAdapter()],
      storage: createMemoryStorage(),
      apiUrl: cloudUrl,
    })
    setAccount(core, { caipAddress: `eip155:1:${trader}` })
    syncNetwork(core, { namespace: 'eip155', caipNetworkId: 'eip155:1' })
    // The cloud's indexer follows the chain on its own: ask until the swap is in.
    await expect
      .poll(
        async () => (await fetchTransactions(core, { reset: true })).transactions[0]?.metadata.hash,
        { timeout: 20_000 },
      )
      .toBe(hash)
    const [top, second] = core.state.transactions?.transactions ?? []
    expect(top?.metadata.operationType).toBe('trade')
    const legs = (top?.transfers ?? []) as unknown as readonly Leg[]
    expect(legs.map((leg) => [leg.fungible_info?.symbol, leg.direction])).toEqual([
      ['ETH', 'in'],
      ['USDC', 'out'],
    ])
    expect(legs[1]?.quantity.numeric).toBe(formatUnits(bought, 6))
    expect(Number(legs[0]?.quantity.numeric)).toBeGreaterThan(0)
    // The buy before it: ETH out, USDC in; the approve moved nothing and is not listed.
    expect(second?.metadata.operationType).toBe('trade')
    expect(
      ((second?.transfers ?? []) as unknown as readonly Leg[]).map((leg) => [
        leg.fungible_info?.symbol,
        leg.direction,
      ]),
    ).toEqual([
      ['ETH', 'out'],
      ['USDC', 'in'],
    ])
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

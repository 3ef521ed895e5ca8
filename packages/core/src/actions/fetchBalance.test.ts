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
import { BALANCE_FALLBACK } from '../constants/limits'
import { BALANCE_CACHE_TTL_MS, BALANCE_RETRY_MS } from '../constants/timing'
import { createAirlockCore } from '../createAirlockCore'
import { NoActiveCaipAddressError } from '../errors/connection'
import { en } from '../messages/en'
import { mainnet, optimism } from '../networks/evm'
import { solanaDevnet } from '../networks/solana'
import type { Network } from '../networks/types'
import { withCloudRpc } from '../networks/withCloudRpc'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { CLOUD_PROJECT } from '../test/cloudProject'
import { fetchBalance } from './fetchBalance'
import { setAccount } from './setAccount'
import { syncNetwork } from './syncNetwork'

const cloudUrl = inject('cloudUrl')
// The first funded account of the cloud's chains (seeded with USDC, AIR and WHOLE).
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const USDC = '0xfbfbfDdd6e35dA57b7B0F9a2C10E34Be70B3A4E9'
const AIR = '0x10Aeafac83d48E2f9ac4bAAf94311c45fACe1404'
const WHOLE = '0xCABEe62adFB2a4d4172Fc2F7536f324FC52C274a'

function setup(options: { projectId?: string; network?: Network } = {}) {
  const adapter = createTestAdapter({ balance: { balance: '1.234', symbol: 'ETH' } })
  const networks = [mainnet, optimism].map((network) =>
    withCloudRpc(network, { host: cloudUrl, projectId: CLOUD_PROJECT.id }),
  )
  const core = createAirlockCore({
    projectId: options.projectId ?? CLOUD_PROJECT.id,
    networks,
    adapters: [adapter],
    storage: createMemoryStorage(),
    apiUrl: cloudUrl,
  })
  const network = options.network ?? mainnet
  // setAccount (not connect): the account without connect's own background fetch.
  setAccount(core, { caipAddress: `${network.caipNetworkId}:${ACCOUNT}` })
  syncNetwork(core, { namespace: 'eip155', caipNetworkId: network.caipNetworkId })
  const balanceCalls = () => adapter.test.calls.filter((call) => call.method === 'getBalance')
  return { core, adapter, balanceCalls }
}

async function rpc(method: string, params: unknown[]): Promise<string> {
  const url = `${cloudUrl}/v1/?chainId=eip155:1&projectId=${CLOUD_PROJECT.id}`
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: string }).result
}

async function tokenBalance(token: string): Promise<bigint> {
  // balanceOf(address)
  const data = `0x70a08231${ACCOUNT.slice(2).toLowerCase().padStart(64, '0')}`
  return BigInt(await rpc('eth_call', [{ to: token, data }, 'latest']))
}

function apiRequests(spy: { mock: { calls: unknown[][] } }, path: string): number {
  return spy.mock.calls.filter(([url]) => String(url).includes(path)).length
}

let fetchSpy: MockInstance<typeof fetch>
beforeEach(() => {
  // Counts the requests; every one still goes to the real cloud.
  fetchSpy = vi.spyOn(globalThis, 'fetch')
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('fetchBalance: balances from the Blockchain API (SPEC.md §5, §7, §8, §9)', () => {
  test('native and token balances of the account, 0-decimal tokens dropped, as the chain holds them', async () => {
    const { core, balanceCalls } = setup()
    const result = await fetchBalance(core, { now: 0 })
    const wei = BigInt(await rpc('eth_getBalance', [ACCOUNT, 'latest']))
    const { send } = core.state
    expect(send.balancesStatus).toBe('ready')
    expect(send.balancesFor).toBe(`eip155:1:${ACCOUNT}`)
    const bySymbol = Object.fromEntries(send.tokenBalances.map((b) => [b.symbol, b]))
    expect(Object.keys(bySymbol).sort()).toEqual(['AIR', 'ETH', 'USDC'])
    expect(bySymbol.ETH?.address).toBeUndefined()
    expect(Number(bySymbol.ETH?.quantity.numeric)).toBeCloseTo(Number(wei) / 1e18, 6)
    expect(bySymbol.USDC).toMatchObject({
      address: `eip155:1:${USDC}`,
      quantity: { decimals: '6', numeric: String(Number(await tokenBalance(USDC)) / 1e6) },
    })
    expect(bySymbol.AIR?.quantity.decimals).toBe('18')
    expect(Number(bySymbol.AIR?.quantity.numeric)).toBe(
      Number((await tokenBalance(AIR)) / 10n ** 18n),
    )
    // The chain does hold WHOLE (0 decimals): the rule, not the data, leaves it out.
    expect(await tokenBalance(WHOLE)).toBeGreaterThan(0n)
    // The account's balance is the API's native entry; the RPC is not asked.
    expect(core.state.chain.accounts.eip155).toMatchObject({
      balance: bySymbol.ETH?.quantity.numeric,
      balanceSymbol: 'ETH',
    })
    expect(result.balance).toBe(bySymbol.ETH?.quantity.numeric)
    expect(balanceCalls()).toHaveLength(0)
  })

  test('the portfolio is cached in storage for 30 s', async () => {
    expect(BALANCE_CACHE_TTL_MS).toBe(30000)
    const { core } = setup()
    await fetchBalance(core, { now: 0 })
    expect(apiRequests(fetchSpy, '/balance')).toBe(1)
    const cached = core.storage.getCached<unknown[]>(`portfolio/eip155:1:${ACCOUNT}`, 30000, 0)
    expect(cached).toEqual(core.state.send.tokenBalances)
    await fetchBalance(core, { now: 29_999 })
    expect(apiRequests(fetchSpy, '/balance')).toBe(1)
    await fetchBalance(core, { now: 30_000 })
    expect(apiRequests(fetchSpy, '/balance')).toBe(2)
    await fetchBalance(core, { now: 30_001, force: true })
    expect(apiRequests(fetchSpy, '/balance')).toBe(3)
  })

  test('concurrent fetches share one request', async () => {
    const { core } = setup()
    const [a, b] = await Promise.all([
      fetchBalance(core, { now: 0 }),
      fetchBalance(core, { now: 0 }),
    ])
    expect(a).toEqual(b)
    expect(apiRequests(fetchSpy, '/balance')).toBe(1)
  })

  test('a network the API does not serve: the native balance from the RPC, through the adapter', async () => {
    const { core, balanceCalls } = setup({ network: optimism })
    const result = await fetchBalance(core, { now: 0 })
    expect(balanceCalls()).toHaveLength(1)
    expect(result).toMatchObject({ balance: '1.234', symbol: 'ETH' })
    expect(core.state.send.tokenBalances).toEqual([
      expect.objectContaining({
        symbol: 'ETH',
        chainId: 'eip155:10',
        quantity: { decimals: '18', numeric: '1.234' },
      }),
    ])
    expect(core.state.snackbar.open).toBe(false)
    expect(apiRequests(fetchSpy, '/balance')).toBe(0)
  })

  test('a failure shows 0.00 ETH and `Token Balance Unavailable`, and waits 30 s before asking again', async () => {
    expect(BALANCE_FALLBACK).toEqual({ value: '0.00', symbol: 'ETH' })
    expect(BALANCE_RETRY_MS).toBe(30000)
    // Nothing listens on the discard port: a real failed request.
    const { core } = setup()
    core.options.apiUrl = 'http://127.0.0.1:9'
    await expect(fetchBalance(core, { now: 0 })).resolves.toMatchObject({
      balance: '0.00',
      symbol: 'ETH',
    })
    expect(core.state.chain.accounts.eip155).toMatchObject({
      balance: '0.00',
      balanceSymbol: 'ETH',
    })
    expect(core.state.send).toMatchObject({
      lastRetry: 0,
      balancesStatus: 'failed',
      tokenBalances: [],
    })
    // The catalogue id, not words, in state; the catalogue has the spec's words.
    expect(core.state.snackbar).toMatchObject({
      open: true,
      variant: 'error',
      messageId: 'tokenBalanceUnavailable',
      message: '',
    })
    expect(en.tokenBalanceUnavailable).toBe('Token Balance Unavailable')
    const asked = fetchSpy.mock.calls.length
    core.options.apiUrl = cloudUrl
    for (const now of [1, 15_000, 29_999]) {
      await expect(fetchBalance(core, { now })).resolves.toMatchObject({ balance: '0.00' })
    }
    expect(fetchSpy.mock.calls.length).toBe(asked)
    const later = await fetchBalance(core, { now: 30_000 })
    expect(Number(later.balance)).toBeGreaterThan(0)
    expect(core.state.send).toMatchObject({ lastRetry: undefined, balancesStatus: 'ready' })
  })

  test('a wallet on a network that is not configured counts as a failure, without asking', async () => {
    const { core, balanceCalls } = setup()
    syncNetwork(core, { namespace: 'eip155', caipNetworkId: 'eip155:42161' })
    await expect(fetchBalance(core, { now: 5 })).resolves.toMatchObject({ balance: '0.00' })
    expect(balanceCalls()).toHaveLength(0)
    expect(apiRequests(fetchSpy, '/balance')).toBe(0)
    expect(core.state.send.lastRetry).toBe(5)
    expect(core.state.snackbar.messageId).toBe('tokenBalanceUnavailable')
  })

  test('a project id the cloud does not know: `Invalid Project ID` (its 403)', async () => {
    const { core } = setup({ projectId: 'no-such-project' })
    await fetchBalance(core, { now: 0 })
    expect(core.state.alert).toMatchObject({
      open: true,
      variant: 'error',
      messageId: 'invalidProjectId',
    })
    expect(en.invalidProjectId).toBe('Invalid Project ID')
    expect(core.state.snackbar.messageId).toBe('tokenBalanceUnavailable')
  })

  test('an origin not on the allowlist: `Invalid App Configuration`, saying so', async () => {
    vi.restoreAllMocks()
    const send = globalThis.fetch
    // As a browser on another site would: the page's origin goes with each real request.
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      send(input, {
        ...init,
        headers: { ...(init?.headers as object), origin: 'http://not-allowed.test' },
      }),
    )
    const { core } = setup()
    await fetchBalance(core, { now: 0 })
    expect(core.state.alert).toMatchObject({ open: true, messageId: 'originNotAllowed' })
    expect(en.originNotAllowed).toContain('Invalid App Configuration')
    expect(en.originNotAllowed).toMatch(/origin is not on the project's allowlist/)
  })

  test('without an account it throws `No ActiveCaipAddress found`', async () => {
    const core = createAirlockCore({
      projectId: 'p',
      networks: [mainnet],
      storage: createMemoryStorage(),
    })
    await expect(fetchBalance(core)).rejects.toThrow(NoActiveCaipAddressError)
    await expect(fetchBalance(core)).rejects.toThrow('No ActiveCaipAddress found')
  })
})

test('two namespaces fetched together each get their own balance (issue 17: EVM and Solana reconnect at once)', async () => {
  const evm = createTestAdapter({ balance: { balance: '1.234', symbol: 'ETH' } })
  const sol = createTestAdapter({ namespace: 'solana', balance: { balance: '2', symbol: 'SOL' } })
  const networks = [mainnet, solanaDevnet].map((network) =>
    withCloudRpc(network, { host: cloudUrl, projectId: CLOUD_PROJECT.id }),
  )
  const core = createAirlockCore({
    projectId: CLOUD_PROJECT.id,
    networks,
    adapters: [evm, sol],
    storage: createMemoryStorage(),
    apiUrl: cloudUrl,
  })
  const solanaAccount = '7v91N7iZ9mNicL8WfG6cgSCKyRXydQjLh6UYBWwm6y1Q'
  setAccount(core, { caipAddress: `${mainnet.caipNetworkId}:${ACCOUNT}` })
  setAccount(core, { caipAddress: `${solanaDevnet.caipNetworkId}:${solanaAccount}` })
  syncNetwork(core, { namespace: 'solana', caipNetworkId: solanaDevnet.caipNetworkId })
  await Promise.all([
    fetchBalance(core, { namespace: 'solana' }),
    fetchBalance(core, { namespace: 'eip155' }),
  ])
  expect(core.state.chain.accounts.solana?.balanceSymbol).toBe('SOL')
  expect(core.state.chain.accounts.solana?.balance).toBeDefined()
  expect(core.state.chain.accounts.eip155?.balanceSymbol).toBe('ETH')
})

import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createTestAdapter } from '../adapter/createTestAdapter'
import { BALANCE_FALLBACK } from '../constants/limits'
import { BALANCE_RETRY_MS, SNACKBAR_RESHOW_MS } from '../constants/timing'
import { createAirlockCore } from '../createAirlockCore'
import { NoActiveCaipAddressError } from '../errors/connection'
import { ErrorMessages } from '../errors/messages'
import { base, mainnet } from '../networks/evm'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { connect } from './connect'
import { fetchBalance } from './fetchBalance'
import { syncNetwork } from './syncNetwork'

async function setup(connected = true) {
  const adapter = createTestAdapter({ balance: { balance: '1.234', symbol: 'ETH' } })
  const core = createAirlockCore({
    projectId: 'p',
    networks: [mainnet, base],
    adapters: [adapter],
    storage: createMemoryStorage(),
  })
  if (connected) await connect(core, { connector: adapter.getConnectors()[0]! })
  const balanceCalls = () => adapter.test.calls.filter((call) => call.method === 'getBalance')
  return { core, adapter, balanceCalls }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('fetchBalance (SPEC.md §8, §9)', () => {
  test('shows the balance from the adapter', async () => {
    const { core, balanceCalls } = await setup()
    await expect(fetchBalance(core, { now: 0 })).resolves.toEqual({
      balance: '1.234',
      symbol: 'ETH',
    })
    expect(core.state.chain.accounts.eip155).toMatchObject({
      balance: '1.234',
      balanceSymbol: 'ETH',
    })
    expect(balanceCalls()[0]?.parameters).toEqual({
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      network: mainnet,
    })
  })

  test('a failure shows 0.00 ETH and `Token Balance Unavailable`', async () => {
    expect(BALANCE_FALLBACK).toEqual({ value: '0.00', symbol: 'ETH' })
    const { core, adapter } = await setup()
    adapter.test.balanceError = new Error('HTTP status code: 500')
    await expect(fetchBalance(core, { now: 0 })).resolves.toEqual({
      balance: '0.00',
      symbol: 'ETH',
    })
    expect(core.state.chain.accounts.eip155).toMatchObject({
      balance: '0.00',
      balanceSymbol: 'ETH',
    })
    expect(core.state.snackbar).toEqual({
      message: ErrorMessages.TOKEN_BALANCE_UNAVAILABLE,
      variant: 'error',
      open: true,
    })
    expect(core.state.snackbar.message).toBe('Token Balance Unavailable')
    expect(core.state.send.lastRetry).toBe(0)
  })

  // Created the failure at 0: retry no sooner than 30000 ms.
  test.each([
    [1, 1],
    [15_000, 1],
    [29_999, 1],
    [30_000, 2],
    [45_000, 2],
  ])('after a failure, a fetch at %i ms asks the adapter (calls: %i)', async (now, calls) => {
    expect(BALANCE_RETRY_MS).toBe(30000)
    const { core, adapter, balanceCalls } = await setup()
    adapter.test.balanceError = new Error('down')
    await fetchBalance(core, { now: 0 })
    adapter.test.balanceError = undefined
    const result = await fetchBalance(core, { now })
    expect(balanceCalls()).toHaveLength(calls)
    expect(result).toEqual(
      calls === 1 ? { balance: '0.00', symbol: 'ETH' } : { balance: '1.234', symbol: 'ETH' },
    )
  })

  test('a success after the wait clears the retry time', async () => {
    const { core, adapter } = await setup()
    adapter.test.balanceError = new Error('down')
    await fetchBalance(core, { now: 0 })
    adapter.test.balanceError = undefined
    await fetchBalance(core, { now: 30_000 })
    expect(core.state.send.lastRetry).toBeUndefined()
    await fetchBalance(core, { now: 30_001 })
  })

  test('an unsupported network counts as a failure without asking the adapter', async () => {
    const { core, balanceCalls } = await setup()
    syncNetwork(core, { namespace: 'eip155', caipNetworkId: 'eip155:42161' })
    vi.advanceTimersByTime(SNACKBAR_RESHOW_MS)
    await expect(fetchBalance(core, { now: 5 })).resolves.toEqual({
      balance: '0.00',
      symbol: 'ETH',
    })
    expect(balanceCalls()).toHaveLength(0)
    expect(core.state.send.lastRetry).toBe(5)
    expect(core.state.snackbar.message).toBe('Token Balance Unavailable')
  })

  test('without an account it throws `No ActiveCaipAddress found`', async () => {
    const { core } = await setup(false)
    await expect(fetchBalance(core)).rejects.toThrow(NoActiveCaipAddressError)
    await expect(fetchBalance(core)).rejects.toThrow('No ActiveCaipAddress found')
  })
})

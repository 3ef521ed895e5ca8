import { describe, expect, test } from 'vitest'
import { createTestAdapter } from '../adapter/createTestAdapter'
import { createAirlockCore } from '../createAirlockCore'
import { base, mainnet } from '../networks/evm'
import { solana } from '../networks/solana'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { createStorage } from '../storage/createStorage'
import { reconnect } from './reconnect'

function stored(entries: Partial<Record<'eip155' | 'solana', string>>, activeNetwork?: string) {
  const backing = createMemoryStorage()
  const storage = createStorage(backing)
  for (const [namespace, id] of Object.entries(entries)) {
    storage.setConnectedConnectorId(namespace as 'eip155' | 'solana', id)
  }
  if (activeNetwork) storage.setActiveNetwork(activeNetwork as `${string}:${string}`)
  return backing
}

describe('reconnect (SPEC.md §4)', () => {
  test('restores the stored connection on the wallet network', async () => {
    const adapter = createTestAdapter({ caipNetworkId: 'eip155:8453' })
    const core = createAirlockCore({
      networks: [mainnet, base],
      adapters: [adapter],
      storage: stored({ eip155: 'test-wallet' }),
    })
    await core.ready
    expect(core.state.connection.status.eip155).toBe('connected')
    expect(core.state.chain.activeNetwork).toEqual(base)
    expect(adapter.test.calls.find((call) => call.method === 'reconnect')?.parameters).toEqual({
      connectorId: 'test-wallet',
    })
  })

  test('a stored connector the adapter does not know ends disconnected', async () => {
    const adapter = createTestAdapter()
    const core = createAirlockCore({
      networks: [mainnet],
      adapters: [adapter],
      storage: stored({ eip155: 'gone-wallet' }),
    })
    await core.ready
    expect(core.state.connection.status.eip155).toBe('disconnected')
    expect(core.storage.getConnectedConnectorId('eip155')).toBeUndefined()
  })

  test('a failing reconnect ends disconnected', async () => {
    const adapter = createTestAdapter()
    adapter.reconnect = () => Promise.reject(new Error('no provider'))
    const core = createAirlockCore({
      networks: [mainnet],
      adapters: [adapter],
      storage: stored({ eip155: 'test-wallet' }),
    })
    await core.ready
    expect(core.state.connection.status.eip155).toBe('disconnected')
  })

  test('an adapter that cannot reconnect ends disconnected', async () => {
    const { reconnect: _, ...adapter } = createTestAdapter()
    const core = createAirlockCore({
      networks: [mainnet],
      adapters: [adapter],
      storage: stored({ eip155: 'test-wallet' }),
    })
    expect(core.state.connection.status.eip155).toBe('connecting')
    await core.ready
    expect(core.state.connection.status.eip155).toBe('disconnected')
    expect(core.storage.getConnectedConnectorId('eip155')).toBeUndefined()
  })

  test('the restored namespace becomes active when the stored active one is not back', async () => {
    const core = createAirlockCore({
      networks: [mainnet, solana],
      adapters: [createTestAdapter(), createTestAdapter({ namespace: 'solana' })],
      storage: stored({ solana: 'test-wallet' }, 'eip155:1'),
    })
    expect(core.state.chain.activeNamespace).toBe('eip155')
    await core.ready
    expect(core.state.chain.activeNamespace).toBe('solana')
    expect(core.state.chain.activeNetwork).toEqual(solana)
  })

  test('a namespace connected already is left alone', async () => {
    const adapter = createTestAdapter()
    const core = createAirlockCore({
      networks: [mainnet],
      adapters: [adapter],
      storage: stored({ eip155: 'test-wallet' }),
    })
    await core.ready
    await reconnect(core)
    expect(adapter.test.calls.filter((call) => call.method === 'reconnect')).toHaveLength(1)
  })
})

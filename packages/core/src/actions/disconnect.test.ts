import { describe, expect, test } from 'vitest'
import { createTestAdapter } from '../adapter/createTestAdapter'
import { createAirlockCore } from '../createAirlockCore'
import { FailedToDisconnectError } from '../errors/connection'
import { mainnet } from '../networks/evm'
import { solana } from '../networks/solana'
import type { SIWXSession } from '../options/types'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { connect } from './connect'
import { ConnectionEvents } from './connectionEvents'
import { disconnect } from './disconnect'
import { openModal } from './openModal'
import { setSiwxSessions } from './setSiwxSessions'
import { setWcUri } from './setWcUri'

async function setup() {
  const adapter = createTestAdapter()
  const solanaAdapter = createTestAdapter({ namespace: 'solana' })
  const core = createAirlockCore({
    projectId: 'p',
    networks: [mainnet, solana],
    adapters: [adapter, solanaAdapter],
    storage: createMemoryStorage(),
  })
  await connect(core, { connector: solanaAdapter.getConnectors()[0]! })
  await connect(core, { connector: adapter.getConnectors()[0]! })
  return { core, adapter, solanaAdapter }
}

const session = { data: {}, message: 'm', signature: '0x1' } as unknown as SIWXSession

describe('disconnect (SPEC.md §4)', () => {
  test('disconnects every namespace and resets account, router and pairing', async () => {
    const { core, adapter, solanaAdapter } = await setup()
    openModal(core, { view: 'Account' })
    setWcUri(core, 'wc:x@2', 0)
    setSiwxSessions(core, [session])
    await disconnect(core)
    expect(core.state.connection.status).toEqual({ eip155: 'disconnected', solana: 'disconnected' })
    expect(core.state.chain.accounts.eip155?.caipAddress).toBeUndefined()
    expect(core.state.chain.accounts.solana?.address).toBeUndefined()
    expect(core.storage.getConnectedConnectorId('eip155')).toBeUndefined()
    expect(core.storage.getConnectedConnectorId('solana')).toBeUndefined()
    expect(core.state.router).toMatchObject({ view: 'Connect', history: ['Connect'] })
    expect(core.state.connection.wcUri).toBeUndefined()
    expect(core.state.siwx.sessions).toEqual([])
    expect(adapter.test.calls.filter((call) => call.method === 'disconnect')).toHaveLength(1)
    expect(solanaAdapter.test.calls.filter((call) => call.method === 'disconnect')).toHaveLength(1)
    expect(core.state.events.events.at(-1)?.event).toBe(ConnectionEvents.DISCONNECT_SUCCESS)
  })

  test('one namespace leaves the other connected', async () => {
    const { core, adapter } = await setup()
    openModal(core, { view: 'Account' })
    await disconnect(core, { namespace: 'solana' })
    expect(core.state.connection.status).toEqual({ eip155: 'connected', solana: 'disconnected' })
    expect(core.storage.getConnectedConnectorId('eip155')).toBe('test-wallet')
    expect(core.state.router.view).toBe('Account')
    expect(adapter.test.calls.some((call) => call.method === 'disconnect')).toBe(false)
  })

  test('an adapter failure is `Failed to disconnect`, and the session is forgotten anyway', async () => {
    const { core, adapter } = await setup()
    adapter.test.disconnectError = new Error('wallet gone')
    const error = await disconnect(core).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(FailedToDisconnectError)
    expect((error as FailedToDisconnectError).shortMessage).toBe('Failed to disconnect')
    expect((error as FailedToDisconnectError).cause).toBe(adapter.test.disconnectError)
    expect(core.state.connection.status).toEqual({ eip155: 'disconnected', solana: 'disconnected' })
    expect(core.state.events.events.at(-1)).toMatchObject({
      event: ConnectionEvents.DISCONNECT_ERROR,
      properties: { message: 'wallet gone' },
    })
  })

  test('with nothing connected it only resets', async () => {
    const adapter = createTestAdapter()
    const core = createAirlockCore({
      networks: [mainnet],
      adapters: [adapter],
      storage: createMemoryStorage(),
    })
    await disconnect(core)
    expect(adapter.test.calls.map((call) => call.method)).toEqual(['setup'])
    expect(core.state.connection.status.eip155).toBe('disconnected')
  })
})

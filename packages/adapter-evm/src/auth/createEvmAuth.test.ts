import {
  connect,
  createAirlockCore,
  createMemoryStorage,
  disconnect,
  getAccount,
  STORAGE_KEYS,
} from '@airlock/core'
import { createTestEmbeddedFrame } from '@airlock/core/testing'
import { getConnection } from '@wagmi/core'
import { describe, expect, it } from 'vitest'
import { createEvmAdapter } from '../adapter/createEvmAdapter'
import { testNetworks } from '../test/setupEvm'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const user = {
  email: 'visitor@example.org',
  address,
  chainId: 1,
  accounts: [{ address, type: 'eoa' as const }],
  smartAccountDeployed: false,
  preferredAccountType: 'eoa' as const,
}

// Node, a real core and the real adapter with its wagmi config; only the frame is a TEST DOUBLE
// (the demo's Playwright spec runs the real one against the secure site).
function start(storage = createMemoryStorage()) {
  const frame = createTestEmbeddedFrame({
    GET_USER: user,
    IS_CONNECTED: { isConnected: true },
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: { smartAccountEnabledNetworks: [] },
    SIGN_OUT: undefined,
  })
  let frames = 0
  const adapter = createEvmAdapter({
    storage: null,
    auth: {
      createFrame: async () => {
        frames += 1
        return frame
      },
    },
  })
  const core = createAirlockCore({
    projectId: 'test',
    networks: testNetworks(),
    adapters: [adapter],
    storage,
  })
  return { adapter, core, frame, storage, frames: () => frames }
}

describe('createEvmAdapter({ auth })', () => {
  it('lists the AUTH connector, connects through wagmi with GET_USER, and restores after a reload', async () => {
    const first = start()
    await first.core.ready
    const auth = first.core.state.connectors.connectors.find(({ type }) => type === 'AUTH')
    expect(auth).toMatchObject({ id: 'auth', type: 'AUTH', chain: 'eip155' })
    expect(first.adapter.embeddedWallet?.connectorId).toBe('auth')
    // Nothing loaded at start without a stored session.
    expect(first.frames()).toBe(0)
    await connect(first.core, { connector: auth as NonNullable<typeof auth> })
    expect(getAccount(first.core)?.address).toBe(address)
    expect(getConnection(first.adapter.wagmiConfig).address).toBe(address)
    expect(first.storage.getItem(STORAGE_KEYS.EMAIL_LOGIN_USED)).toBe('true')
    first.adapter.destroy()

    // A new page with the same storage: the stored session comes back through IS_CONNECTED.
    const second = start(first.storage)
    await second.core.ready
    expect(getAccount(second.core)?.status).toBe('connected')
    expect(getAccount(second.core)?.address).toBe(address)
    expect(second.frame.calls.map(({ name }) => name)).toContain('IS_CONNECTED')

    await disconnect(second.core)
    expect(second.frame.calls.at(-1)?.name).toBe('SIGN_OUT')
    expect(second.storage.getItem(STORAGE_KEYS.EMAIL_LOGIN_USED)).toBeNull()
    second.adapter.destroy()
  })
})

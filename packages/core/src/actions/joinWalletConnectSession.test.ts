import { describe, expect, test } from 'vitest'
import { createTestAdapter } from '../adapter/createTestAdapter'
import type { Connector } from '../connectors/types'
import { createAirlockCore } from '../createAirlockCore'
import { mainnet } from '../networks/evm'
import { solana } from '../networks/solana'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { connect } from './connect'

// One WalletConnect session carries every namespace the wallet approved (issue 17): a connect
// through one adapter's WalletConnect connector connects the other adapters' sides from the same
// session (their `reconnect`), without a second pairing.

const SOLANA_ADDRESS = '7v91N7iZ9mNicL8WfG6cgSCKyRXydQjLh6UYBWwm6y1Q'
const wc = (chain: 'eip155' | 'solana'): Connector => ({
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain,
})

// What the adapter was asked, its setup aside.
const methods = (adapter: ReturnType<typeof createTestAdapter>): string[] =>
  adapter.test.calls.map((call) => call.method).filter((method) => method !== 'setup')

function setup() {
  const evm = createTestAdapter({ connectors: [wc('eip155')] })
  const sol = createTestAdapter({
    namespace: 'solana',
    connectors: [wc('solana')],
    address: SOLANA_ADDRESS,
  })
  const core = createAirlockCore({
    projectId: 'p',
    networks: [mainnet, solana],
    adapters: [evm, sol],
    storage: createMemoryStorage(),
  })
  return { core, evm, sol }
}

describe('joinWalletConnectSession', () => {
  test('a WalletConnect connect on eip155 connects the solana side of the session too', async () => {
    const { core, sol } = setup()
    await connect(core, { connector: wc('eip155') })
    expect(core.state.connection.status.eip155).toBe('connected')
    expect(core.state.connection.status.solana).toBe('connected')
    expect(core.state.chain.accounts.solana?.address).toBe(SOLANA_ADDRESS)
    expect(methods(sol)).toEqual(['reconnect'])
    // The active network stays the one the visitor connected on.
    expect(core.state.chain.activeNamespace).toBe('eip155')
  })

  test('a wallet that approved eip155 only leaves solana disconnected', async () => {
    const { core, sol } = setup()
    sol.test.hasSession = false
    await connect(core, { connector: wc('eip155') })
    expect(core.state.connection.status.eip155).toBe('connected')
    expect(core.state.connection.status.solana).toBe('disconnected')
  })

  test('the listed WalletConnect entry pairs through the active namespace, which stays active', async () => {
    const { core, evm, sol } = setup()
    core.state.chain.activeNamespace = 'solana'
    core.state.chain.activeNetwork = solana
    // The list shows one WalletConnect entry (the first adapter's).
    await connect(core, { connector: wc('eip155') })
    expect(methods(sol)).toEqual(['connect'])
    expect(methods(evm)).toEqual(['reconnect'])
    expect(core.state.chain.activeNamespace).toBe('solana')
    expect(core.state.connection.status.eip155).toBe('connected')
  })

  test('another kind of connector joins nothing', async () => {
    const { core, sol } = setup()
    await connect(core, {
      connector: { id: 'x', name: 'X', type: 'INJECTED', chain: 'eip155' },
    }).catch(() => undefined)
    expect(methods(sol)).toEqual([])
  })
})

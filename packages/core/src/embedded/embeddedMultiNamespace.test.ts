// One embedded-wallet login, an account per namespace (issue 17, "The embedded wallet on
// Solana"): a real core with two test adapters that both carry the embedded wallet, over the TEST
// DOUBLE frame (the demo's Playwright specs drive the real frame and secure site).
import { describe, expect, it } from 'vitest'
import { connect } from '../actions/connect'
import { switchNetwork } from '../actions/switchNetwork'
import { createTestAdapter } from '../adapter/createTestAdapter'
import type { Connector } from '../connectors/types'
import { createAirlockCore } from '../createAirlockCore'
import { mainnet } from '../networks/evm'
import { solanaDevnet } from '../networks/solana'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { createTestEmbeddedFrame } from './createTestEmbeddedFrame'
import { findEmbeddedSibling } from './findEmbeddedSibling'
import { getEmbeddedUser } from './getEmbeddedUser'
import { switchEmbeddedNetwork } from './switchEmbeddedNetwork'

const evm = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const sol = '7v91N7iZ9mNicL8WfG6cgSCKyRXydQjLh6UYBWwm6y1Q'
const devnet = solanaDevnet.caipNetworkId

function setup() {
  const frame = createTestEmbeddedFrame({
    GET_USER: (payload: { chainId: string | number }) =>
      String(payload.chainId).startsWith('solana:')
        ? { address: sol, chainId: payload.chainId, accounts: [{ address: sol, type: 'eoa' }] }
        : { address: evm, chainId: payload.chainId, preferredAccountType: 'eoa' },
    SWITCH_NETWORK: (payload: { chainId: string | number }) => ({ chainId: payload.chainId }),
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: { smartAccountEnabledNetworks: [] },
  })
  const auth = (chain: 'eip155' | 'solana'): Connector => ({
    id: 'auth',
    name: 'Email and socials',
    type: 'AUTH',
    chain,
  })
  const embeddedWallet = { connectorId: 'auth', createFrame: async () => frame }
  const wallet: Connector = { id: 'injected', name: 'Injected', type: 'INJECTED', chain: 'eip155' }
  const adapters = [
    Object.assign(
      createTestAdapter({
        namespace: 'eip155',
        address: evm,
        connectors: [auth('eip155'), wallet],
      }),
      { embeddedWallet },
    ),
    Object.assign(
      createTestAdapter({ namespace: 'solana', address: sol, connectors: [auth('solana')] }),
      { embeddedWallet },
    ),
  ]
  const core = createAirlockCore({
    projectId: 'test',
    networks: [mainnet, solanaDevnet],
    adapters,
    storage: createMemoryStorage(),
  })
  const connector = (chain: string, id = 'auth') =>
    core.state.connectors.connectors.find((c) => c.id === id && c.chain === chain) as Connector
  return { core, frame, connector }
}

describe('the embedded wallet in two namespaces', () => {
  it('switching to Solana connects the Solana account of the same login, without a new login', async () => {
    const { core, connector } = setup()
    await connect(core, { connector: connector('eip155') })
    expect(findEmbeddedSibling(core, 'solana')).toBe(connector('solana'))
    await switchNetwork(core, solanaDevnet)
    expect(core.state.chain.activeNamespace).toBe('solana')
    expect(core.state.chain.accounts.solana).toMatchObject({ status: 'connected', address: sol })
    expect(core.state.chain.accounts.eip155).toMatchObject({ status: 'connected', address: evm })
  })

  it('a browser wallet connected on EVM is no sibling of the embedded wallet', async () => {
    const { core, connector } = setup()
    await connect(core, { connector: connector('eip155', 'injected') })
    expect(findEmbeddedSibling(core, 'solana')).toBeUndefined()
  })

  it('GET_USER with a Solana CAIP id asks for that account, with no account type', async () => {
    const { core, frame } = setup()
    const user = await getEmbeddedUser(core, { chainId: devnet })
    expect(user.address).toBe(sol)
    const call = frame.calls.find(({ name }) => name === 'GET_USER')
    expect(call?.payload).toEqual({ chainId: devnet })
    // Smart accounts are eip155's: not asked about for the Solana account.
    expect(frame.calls.map(({ name }) => name)).not.toContain('GET_SMART_ACCOUNT_ENABLED_NETWORKS')
    expect(core.storage.getLastUsedChain()).toBe(devnet)
  })

  it('switching the frame across namespaces asks for the other account again', async () => {
    const { core, frame } = setup()
    await getEmbeddedUser(core, { chainId: devnet })
    expect(await switchEmbeddedNetwork(core, { chainId: 1 })).toBe(1)
    expect(core.state.embedded.user).toMatchObject({ address: evm, chainId: 1 })
    expect(frame.calls.filter(({ name }) => name === 'GET_USER')).toHaveLength(2)
    expect(await switchEmbeddedNetwork(core, { chainId: devnet })).toBe(devnet)
    expect(core.state.embedded.user).toMatchObject({ address: sol, chainId: devnet })
    // Within one namespace the chain alone changes.
    await switchEmbeddedNetwork(core, { chainId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z' })
    expect(core.state.embedded.user?.address).toBe(sol)
    expect(frame.calls.filter(({ name }) => name === 'GET_USER')).toHaveLength(3)
  })
})

import { describe, expect, test } from 'vitest'
import { connect } from '../actions/connect'
import { switchNetwork } from '../actions/switchNetwork'
import { createTestAdapter } from '../adapter/createTestAdapter'
import { createAirlockCore } from '../createAirlockCore'
import { UserRejectedRequestError } from '../errors/request'
import { mainnet } from '../networks/evm'
import { solana, solanaDevnet } from '../networks/solana'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { getSortedConnectors } from './getSortedConnectors'
import { getNamespaceConnector, mergeMultiChainConnectors } from './mergeMultiChainConnectors'
import type { Connector } from './types'

const phantomEvm: Connector = {
  id: 'app.phantom',
  name: 'Phantom',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'app.phantom' },
  imageUrl: 'data:image/svg+xml;base64,RVZN',
}
const phantomSolana: Connector = {
  id: 'wallet-standard:Phantom',
  name: ' phantom',
  type: 'ANNOUNCED',
  chain: 'solana',
  imageUrl: 'data:image/svg+xml;base64,U09M',
  imageId: 'img-phantom',
}
const metamask: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'io.metamask' },
}
const solflare: Connector = {
  id: 'wallet-standard:Solflare',
  name: 'Solflare',
  type: 'ANNOUNCED',
  chain: 'solana',
}
const walletConnect: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
}

describe('mergeMultiChainConnectors (SPEC.md §3 MULTI_CHAIN)', () => {
  test('a wallet announced in both namespaces is one MULTI_CHAIN connector in place of its first', () => {
    const merged = mergeMultiChainConnectors([
      metamask,
      phantomEvm,
      walletConnect,
      solflare,
      phantomSolana,
    ])
    expect(merged.map((connector) => `${connector.type}:${connector.id}`)).toEqual([
      'ANNOUNCED:io.metamask',
      'MULTI_CHAIN:app.phantom',
      'WALLET_CONNECT:walletConnect',
      'ANNOUNCED:wallet-standard:Solflare',
    ])
    expect(merged[1]).toEqual({
      id: 'app.phantom',
      name: 'Phantom',
      type: 'MULTI_CHAIN',
      chain: 'eip155',
      // The first image of each kind: the EIP-6963 icon, the registry id only the other side had.
      imageUrl: 'data:image/svg+xml;base64,RVZN',
      imageId: 'img-phantom',
      info: { rdns: 'app.phantom' },
      connectors: [phantomEvm, phantomSolana],
    })
  })

  test('the adapters order decides: Solana first gives the Solana id, name and chain', () => {
    const [merged] = mergeMultiChainConnectors([phantomSolana, phantomEvm])
    expect(merged).toMatchObject({
      id: 'wallet-standard:Phantom',
      name: ' phantom',
      chain: 'solana',
      imageUrl: 'data:image/svg+xml;base64,U09M',
      info: { rdns: 'app.phantom' },
      connectors: [phantomSolana, phantomEvm],
    })
  })

  test('a wallet on one side only, and non-announced connectors, stay as they are', () => {
    const injected: Connector = {
      id: 'injected',
      name: 'Phantom',
      type: 'INJECTED',
      chain: 'eip155',
    }
    const external: Connector = { ...phantomEvm, id: 'sdk', external: true }
    const input = [metamask, solflare, injected, external, phantomSolana]
    expect(mergeMultiChainConnectors(input)).toEqual(input)
  })

  test('two announcements in one namespace do not merge; the first of each namespace does', () => {
    const twin: Connector = { ...phantomEvm, id: 'app.phantom.2' }
    expect(mergeMultiChainConnectors([metamask, { ...metamask, id: 'x' }])).toHaveLength(2)
    const merged = mergeMultiChainConnectors([phantomEvm, twin, phantomSolana])
    expect(merged.map((connector) => connector.id)).toEqual(['app.phantom', 'app.phantom.2'])
    expect(merged[0]?.connectors).toEqual([phantomEvm, phantomSolana])
  })

  test('names that normalise to nothing never match', () => {
    const a: Connector = { ...phantomEvm, name: '***' }
    const b: Connector = { ...phantomSolana, name: '!!!' }
    expect(mergeMultiChainConnectors([a, b])).toEqual([a, b])
  })

  test('getNamespaceConnector picks a side', () => {
    const [merged] = mergeMultiChainConnectors([phantomEvm, phantomSolana]) as [Connector]
    expect(getNamespaceConnector(merged, 'solana')).toBe(phantomSolana)
    expect(getNamespaceConnector(merged, 'eip155')).toBe(phantomEvm)
    expect(getNamespaceConnector(metamask, 'eip155')).toBe(metamask)
    expect(getNamespaceConnector(metamask, 'solana')).toBeUndefined()
  })
})

function setup() {
  const evm = createTestAdapter({ connectors: [metamask, phantomEvm] })
  const sol = createTestAdapter({ namespace: 'solana', connectors: [solflare, phantomSolana] })
  const core = createAirlockCore({
    projectId: 'p',
    networks: [mainnet, solana, solanaDevnet],
    adapters: [evm, sol],
    storage: createMemoryStorage(),
  })
  return { core, evm, sol }
}

describe('a MULTI_CHAIN wallet in core', () => {
  test('is listed once, among the announced wallets', () => {
    const { core } = setup()
    const items = getSortedConnectors(core)
    expect(items.map((item) => `${item.group}:${item.id}`)).toEqual([
      'injected:io.metamask',
      'injected:app.phantom',
      'injected:wallet-standard:Solflare',
    ])
    expect(items[1]?.connector?.type).toBe('MULTI_CHAIN')
  })

  test('connects the active namespace only, then the other side when switching to it', async () => {
    const { core, evm, sol } = setup()
    const phantom = getSortedConnectors(core)[1]?.connector as Connector
    const result = await connect(core, { connector: phantom })
    expect(result.connector).toEqual(phantomEvm)
    expect(core.state.chain.accounts.eip155?.status).toBe('connected')
    expect(core.state.chain.accounts.solana?.status).not.toBe('connected')
    expect(sol.test.calls.some((call) => call.method === 'connect')).toBe(false)

    await switchNetwork(core, solanaDevnet)
    expect(sol.test.calls.find((call) => call.method === 'connect')?.parameters).toEqual({
      connector: phantomSolana,
      network: solanaDevnet,
    })
    expect(core.state.chain.activeNetwork.caipNetworkId).toBe(solanaDevnet.caipNetworkId)
    expect(core.state.chain.accounts.solana?.status).toBe('connected')
    expect(core.state.chain.accounts.eip155?.status).toBe('connected')
    expect(core.storage.getConnectedConnectorId('solana')).toBe(phantomSolana.id)

    // Back to Ethereum: the EVM side is still connected; nothing connects again.
    await switchNetwork(core, mainnet)
    expect(evm.test.calls.filter((call) => call.method === 'connect')).toHaveLength(1)
    expect(core.state.chain.activeNetwork.caipNetworkId).toBe(mainnet.caipNetworkId)
  })

  test('connects the Solana side when the active network is Solana', async () => {
    const { core, evm } = setup()
    await switchNetwork(core, solanaDevnet)
    const phantom = getSortedConnectors(core)[1]?.connector as Connector
    const result = await connect(core, { connector: phantom })
    expect(result.connector).toEqual(phantomSolana)
    expect(evm.test.calls.some((call) => call.method === 'connect')).toBe(false)
  })

  test('a single-chain wallet connected elsewhere does not connect the other namespace', async () => {
    const { core, sol } = setup()
    await connect(core, { connector: metamask })
    await switchNetwork(core, solanaDevnet)
    expect(sol.test.calls.some((call) => call.method === 'connect')).toBe(false)
    expect(core.state.chain.activeNetwork.caipNetworkId).toBe(solanaDevnet.caipNetworkId)
    expect(core.state.chain.accounts.solana?.status).not.toBe('connected')
  })

  test('a refusal on the other side keeps the active network', async () => {
    const { core, sol } = setup()
    const phantom = getSortedConnectors(core)[1]?.connector as Connector
    await connect(core, { connector: phantom })
    sol.test.connectError = new UserRejectedRequestError()
    await expect(switchNetwork(core, solanaDevnet)).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(core.state.chain.activeNetwork.caipNetworkId).toBe(mainnet.caipNetworkId)
  })
})

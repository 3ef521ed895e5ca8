import { describe, expect, test } from 'vitest'
import { createTestAdapter } from '../adapter/createTestAdapter'
import type { Connector } from '../connectors/types'
import { createAirlockCore } from '../createAirlockCore'
import { ChainAdapterNotFoundError } from '../errors/network'
import { UserRejectedRequestError } from '../errors/request'
import { WalletRpcError } from '../errors/wallet'
import { base, mainnet } from '../networks/evm'
import { solana } from '../networks/solana'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { connect } from './connect'
import { ConnectionEvents } from './connectionEvents'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function setup() {
  const adapter = createTestAdapter()
  const solanaAdapter = createTestAdapter({ namespace: 'solana' })
  const core = createAirlockCore({
    projectId: 'p',
    networks: [mainnet, base, solana],
    adapters: [adapter, solanaAdapter],
    storage: createMemoryStorage(),
  })
  const connector = adapter.getConnectors()[0]!
  return { core, adapter, solanaAdapter, connector }
}

describe('connect (SPEC.md §4)', () => {
  test('is connecting while the wallet answers, then connected', async () => {
    const { core, connector } = setup()
    const pending = connect(core, { connector })
    expect(core.state.connection.status.eip155).toBe('connecting')
    expect(core.state.chain.accounts.eip155?.status).toBe('connecting')
    const result = await pending
    expect(result).toEqual({ address: ADDRESS, network: 'eip155:1', connector })
    expect(core.state.connection.status.eip155).toBe('connected')
    expect(core.state.chain.accounts.eip155).toMatchObject({
      caipAddress: `eip155:1:${ADDRESS}`,
      address: ADDRESS,
      status: 'connected',
      connectedWalletInfo: { name: 'Test Wallet', rdns: 'org.airlock.test' },
    })
  })

  test('stores the connector id, remembers the wallet, tracks success', async () => {
    const { core, connector } = setup()
    await connect(core, { connector })
    expect(core.storage.getConnectedConnectorId('eip155')).toBe('test-wallet')
    expect(core.state.connectors.recentWallets).toEqual([
      { id: 'test-wallet', name: 'Test Wallet', rdns: 'org.airlock.test' },
    ])
    expect(core.storage.getRecentWallets()).toEqual(core.state.connectors.recentWallets)
    expect(core.state.events.events.at(-1)).toMatchObject({
      event: ConnectionEvents.CONNECT_SUCCESS,
      properties: { connector: 'test-wallet', network: 'eip155:1' },
    })
  })

  test('connects on the network asked for', async () => {
    const { core, connector } = setup()
    await connect(core, { connector, network: base })
    expect(core.state.chain.activeNetwork).toEqual(base)
    expect(core.state.chain.accounts.eip155?.caipAddress).toBe(`eip155:8453:${ADDRESS}`)
  })

  test('connecting another namespace makes it active', async () => {
    const { core, solanaAdapter } = setup()
    await connect(core, { connector: solanaAdapter.getConnectors()[0]! })
    expect(core.state.chain.activeNamespace).toBe('solana')
    expect(core.state.chain.activeNetwork).toEqual(solana)
    expect(core.state.connection.status).toEqual({ eip155: 'disconnected', solana: 'connected' })
  })

  const walletConnect: Connector = {
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: 'eip155',
  }
  const coreWithWalletConnect = () =>
    createAirlockCore({
      networks: [mainnet],
      adapters: [createTestAdapter({ connectors: [walletConnect] })],
      storage: createMemoryStorage(),
    })

  test('a WalletConnect connection remembers the registry wallet picked', async () => {
    const core = coreWithWalletConnect()
    await connect(core, {
      connector: walletConnect,
      wallet: { id: 'rainbow', name: 'Rainbow', image_url: 'https://img.example.test/r.png' },
    })
    expect(core.state.connectors.recentWallets).toEqual([
      { id: 'rainbow', name: 'Rainbow', imageUrl: 'https://img.example.test/r.png' },
    ])
    expect(core.state.chain.accounts.eip155?.connectedWalletInfo?.name).toBe('Rainbow')
  })

  test('a WalletConnect connection without a registry wallet is not remembered', async () => {
    const core = coreWithWalletConnect()
    await connect(core, { connector: walletConnect })
    expect(core.state.connectors.recentWallets).toEqual([])
  })

  test('recent wallets: at most 2, the latest first (SPEC.md §3)', async () => {
    const connectors: Connector[] = ['a', 'b', 'c'].map((id) => ({
      id,
      name: id.toUpperCase(),
      type: 'ANNOUNCED',
      chain: 'eip155',
      imageUrl: `data:image/png;base64,${id}`,
    }))
    const adapter = createTestAdapter({ connectors })
    const core = createAirlockCore({
      networks: [mainnet],
      adapters: [adapter],
      storage: createMemoryStorage(),
    })
    for (const connector of connectors) await connect(core, { connector })
    expect(core.state.connectors.recentWallets.map((wallet) => wallet.id)).toEqual(['c', 'b'])
    await connect(core, { connector: connectors[1]! })
    expect(core.state.connectors.recentWallets.map((wallet) => wallet.id)).toEqual(['b', 'c'])
  })

  describe('on failure', () => {
    test('a refusal: disconnected, error kept in state and thrown', async () => {
      const { core, adapter, connector } = setup()
      adapter.test.rejectConnect()
      const error = await connect(core, { connector }).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(UserRejectedRequestError)
      expect(core.state.connection.error).toBe(error)
      expect(core.state.connection.status.eip155).toBe('disconnected')
      expect(core.storage.getConnectedConnectorId('eip155')).toBeUndefined()
      expect(core.state.connectors.recentWallets).toEqual([])
      expect(core.state.events.events.at(-1)).toMatchObject({
        event: ConnectionEvents.CONNECT_ERROR,
        properties: { connector: 'test-wallet', message: 'Signature declined' },
      })
    })

    test('another wallet error is normalised', async () => {
      const { core, adapter, connector } = setup()
      adapter.test.connectError = { code: -32002, message: 'Request already pending' }
      const error = await connect(core, { connector }).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(WalletRpcError)
      expect((error as WalletRpcError).code).toBe(-32002)
      expect((error as WalletRpcError).details).toBe('Request already pending')
    })

    test('a retry clears the error and connects', async () => {
      const { core, adapter, connector } = setup()
      adapter.test.rejectConnect()
      await expect(connect(core, { connector })).rejects.toThrow()
      adapter.test.connectError = undefined
      const pending = connect(core, { connector })
      expect(core.state.connection.error).toBeUndefined()
      await pending
      expect(core.state.connection.status.eip155).toBe('connected')
    })

    test('a namespace without adapter is `Chain adapter not found`', async () => {
      const { core } = setup()
      const connector: Connector = { id: 'x', name: 'X', type: 'INJECTED', chain: 'bip122' }
      await expect(connect(core, { connector })).rejects.toThrow(ChainAdapterNotFoundError)
      await expect(connect(core, { connector })).rejects.toThrow('Chain adapter not found')
    })
  })
})

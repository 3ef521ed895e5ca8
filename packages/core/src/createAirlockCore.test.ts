import { snapshot } from 'valtio/vanilla'
import { describe, expect, test, vi } from 'vitest'
import { connect } from './actions/connect'
import { openModal } from './actions/openModal'
import { setThemeMode } from './actions/setThemeMode'
import { createAdapter } from './adapter/createAdapter'
import { createTestAdapter } from './adapter/createTestAdapter'
import type { ChainAdapter } from './adapter/types'
import { createAirlockCore } from './createAirlockCore'
import { ErrorMessages } from './errors/messages'
import { en } from './messages/en'
import { formatMessage } from './messages/formatMessage'
import { base, mainnet } from './networks/evm'
import { solana } from './networks/solana'
import { DEFAULT_API_URL, DEFAULT_RELAY_URL, DEFAULT_SECURE_SITE_URL } from './options/defaults'
import type { AirlockOptions } from './options/types'
import { createMemoryStorage } from './storage/createMemoryStorage'
import { createStorage } from './storage/createStorage'
import type { KeyValueStorage } from './storage/types'

function setup(
  options: Partial<AirlockOptions> = {},
  backing: KeyValueStorage = createMemoryStorage(),
) {
  const adapter = createTestAdapter()
  const core = createAirlockCore({
    projectId: 'test-project',
    networks: [mainnet, base],
    adapters: [adapter],
    storage: backing,
    ...options,
  })
  return { core, adapter, backing }
}

/** A memory storage that already holds a connection of `namespace` through `connectorId`. */
function storedConnection(namespace: 'eip155' | 'solana' = 'eip155', connectorId = 'test-wallet') {
  const backing = createMemoryStorage()
  createStorage(backing).setConnectedConnectorId(namespace, connectorId)
  return backing
}

describe('createAirlockCore', () => {
  test('starts disconnected on Connect, modal closed, on the default network', () => {
    const { core } = setup()
    expect(core.state.connection.status).toEqual({ eip155: 'disconnected' })
    expect(core.state.chain.accounts.eip155?.status).toBe('disconnected')
    expect(core.state.chain.activeNetwork).toEqual(mainnet)
    expect(core.state.chain.activeNamespace).toBe('eip155')
    expect(core.state.router).toMatchObject({ view: 'Connect', history: ['Connect'] })
    expect(core.state.modal).toEqual({
      open: false,
      loading: false,
      shake: false,
      legalAccepted: false,
    })
    expect(core.state.alert.open).toBe(false)
  })

  test('a missing project id shows the alert and does not throw (SPEC-READINGS "Messages")', () => {
    const { core } = setup({ projectId: '' })
    // The catalogue id, not English words: the modal shows its locale's (SPEC.md §8).
    expect(core.state.alert).toEqual({
      open: true,
      variant: 'warning',
      message: '',
      messageId: 'projectIdNotConfigured',
      params: undefined,
    })
    expect(formatMessage(en, 'projectIdNotConfigured')).toBe(
      ErrorMessages.PROJECT_ID_NOT_CONFIGURED,
    )
    expect(en.projectIdNotConfigured).toBe('Project ID Not Configured')
    openModal(core)
    expect(core.state.modal.open).toBe(true)
  })

  test('two instances share nothing', async () => {
    const first = setup()
    const second = setup()
    openModal(first.core, { view: 'Networks' })
    setThemeMode(first.core, 'dark')
    await connect(first.core, { connector: first.adapter.getConnectors()[0]! })

    expect(first.core.state.modal.open).toBe(true)
    expect(second.core.state.modal.open).toBe(false)
    expect(second.core.state.router.view).toBe('Connect')
    expect(second.core.state.theme.themeMode).toBeUndefined()
    expect(first.core.state.connection.status.eip155).toBe('connected')
    expect(second.core.state.connection.status.eip155).toBe('disconnected')
    expect(first.core.state).not.toBe(second.core.state)
  })

  describe('status at start (SPEC.md §4)', () => {
    test('connecting with a stored connection, then connected once restored', async () => {
      const { core } = setup({}, storedConnection())
      expect(core.state.connection.status.eip155).toBe('connecting')
      expect(core.state.chain.accounts.eip155?.status).toBe('connecting')
      await core.ready
      expect(core.state.connection.status.eip155).toBe('connected')
      expect(core.state.chain.accounts.eip155?.caipAddress).toBe(
        'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      )
    })

    test('disconnected without a stored connection', async () => {
      const { core, adapter } = setup()
      expect(core.state.connection.status.eip155).toBe('disconnected')
      await core.ready
      expect(core.state.connection.status.eip155).toBe('disconnected')
      expect(adapter.test.calls.map((call) => call.method)).toEqual(['setup'])
    })

    test('disconnected, and the stored id forgotten, when the wallet has no session', async () => {
      const adapter = createTestAdapter()
      adapter.test.hasSession = false
      const backing = storedConnection()
      const core = createAirlockCore({ networks: [mainnet], adapters: [adapter], storage: backing })
      expect(core.state.connection.status.eip155).toBe('connecting')
      await core.ready
      expect(core.state.connection.status.eip155).toBe('disconnected')
      expect(core.storage.getConnectedConnectorId('eip155')).toBeUndefined()
    })

    test('disconnected with a stored connection when reconnecting is off', async () => {
      const { core, adapter } = setup({ enableReconnect: false }, storedConnection())
      expect(core.state.connection.status.eip155).toBe('disconnected')
      await core.ready
      expect(adapter.test.calls.some((call) => call.method === 'reconnect')).toBe(false)
    })

    test('disconnected with a stored connection of a namespace without adapter', () => {
      const { core } = setup({ networks: [mainnet, solana] }, storedConnection('solana'))
      expect(core.state.connection.status).toEqual({
        eip155: 'disconnected',
        solana: 'disconnected',
      })
    })
  })

  test('starts on the stored network when it is still configured', () => {
    const backing = createMemoryStorage()
    createStorage(backing).setActiveNetwork(base.caipNetworkId)
    expect(setup({}, backing).core.state.chain.activeNetwork).toEqual(base)
    createStorage(backing).setActiveNetwork('eip155:999999')
    expect(setup({}, backing).core.state.chain.activeNetwork).toEqual(mainnet)
  })

  test('the theme mode is the option, else the stored one', () => {
    const backing = createMemoryStorage()
    createStorage(backing).setThemeMode('dark')
    expect(setup({}, backing).core.state.theme.themeMode).toBe('dark')
    expect(setup({ themeMode: 'light' }, backing).core.state.theme.themeMode).toBe('light')
  })

  test('loads the connectors of a synchronous setup at once', () => {
    const { core } = setup()
    expect(core.state.connectors.connectors.map((connector) => connector.id)).toEqual([
      'test-wallet',
    ])
  })

  test('loads the connectors of an asynchronous setup once ready', async () => {
    const inner = createTestAdapter()
    const adapter: ChainAdapter = createAdapter(() => ({
      ...inner,
      setup: async (context) => {
        await Promise.resolve()
        inner.setup(context)
      },
    }))
    const core = createAirlockCore({ networks: [mainnet], adapters: [adapter] })
    expect(core.state.connectors.connectors).toEqual([])
    await core.ready
    expect(core.state.connectors.connectors).toHaveLength(1)
  })

  test.each([
    [
      'throws',
      () => {
        throw new Error('boom')
      },
    ],
    ['rejects', () => Promise.reject(new Error('boom'))],
  ])('an adapter whose setup %s is reported and ready still settles', async (_, failingSetup) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const adapter = { ...createTestAdapter(), setup: failingSetup }
    const core = createAirlockCore({ networks: [mainnet], adapters: [adapter] })
    await expect(core.ready).resolves.toBeUndefined()
    expect(error).toHaveBeenCalledWith(
      'Airlock: the eip155 adapter failed to set up',
      expect.any(Error),
    )
    error.mockRestore()
  })

  describe('adapter context', () => {
    test('gives a snapshot of the state, the storage, the networks and the project id', () => {
      let context: Parameters<ChainAdapter['setup']>[0] | undefined
      const adapter = {
        ...createTestAdapter(),
        setup: (ctx: typeof context) => {
          context = ctx
        },
      }
      const core = createAirlockCore({
        projectId: 'p1',
        networks: [mainnet, base],
        adapters: [adapter],
      })
      expect(context?.getState()).toEqual(snapshot(core.state))
      expect(context?.storage).toBe(core.storage)
      expect(context?.networks).toEqual([mainnet, base])
      expect(context?.projectId).toBe('p1')
    })

    test('gives the service URLs and metadata core was given, so adapters need not repeat them', () => {
      const contexts: Parameters<ChainAdapter['setup']>[0][] = []
      const capture = () => ({
        ...createTestAdapter(),
        setup: (context: (typeof contexts)[number]) => {
          contexts.push(context)
        },
      })
      const metadata = { name: 'Demo', description: 'A dapp', url: 'https://a.test', icons: [] }
      createAirlockCore({
        networks: [mainnet],
        adapters: [capture()],
        relayUrl: 'wss://relay.a.test',
        secureSiteUrl: 'https://secure.a.test/frame',
        apiUrl: 'https://api.a.test',
        metadata,
      })
      createAirlockCore({ networks: [mainnet], adapters: [capture()] })
      expect(
        contexts.map(({ relayUrl, secureSiteUrl, apiUrl, metadata }) => ({
          relayUrl,
          secureSiteUrl,
          apiUrl,
          metadata,
        })),
      ).toEqual([
        // The secure site is an origin, as core itself uses it.
        {
          relayUrl: 'wss://relay.a.test',
          secureSiteUrl: 'https://secure.a.test',
          apiUrl: 'https://api.a.test',
          metadata,
        },
        {
          relayUrl: DEFAULT_RELAY_URL,
          secureSiteUrl: DEFAULT_SECURE_SITE_URL,
          apiUrl: DEFAULT_API_URL,
          metadata: undefined,
        },
      ])
    })

    test('accountChanged syncs the account and connects it', async () => {
      const { core, adapter } = setup()
      adapter.test.caipNetworkId = 'eip155:8453'
      adapter.test.emitAccountChanged('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
      expect(core.state.chain.accounts.eip155?.caipAddress).toBe(
        'eip155:8453:0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      )
      expect(core.state.connection.status.eip155).toBe('connected')
      expect(core.state.chain.activeNetwork).toEqual(base)
    })

    test('chainChanged follows the network', async () => {
      const { core, adapter } = setup()
      await connect(core, { connector: adapter.getConnectors()[0]! })
      adapter.test.emitChainChanged('eip155:8453')
      expect(core.state.chain.activeNetwork).toEqual(base)
      expect(core.state.chain.accounts.eip155?.caipAddress).toBe(
        'eip155:8453:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      )
    })

    test('connectorsChanged replaces the namespace connectors', () => {
      const { core, adapter } = setup()
      adapter.test.emitConnectors([
        { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' },
        { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' },
      ])
      expect(core.state.connectors.connectors.map((connector) => connector.id)).toEqual([
        'io.metamask',
        'injected',
      ])
    })

    test('disconnected (session delete) disconnects (SPEC.md §4)', async () => {
      const { core, adapter } = setup()
      await connect(core, { connector: adapter.getConnectors()[0]! })
      expect(core.storage.getConnectedConnectorId('eip155')).toBe('test-wallet')
      adapter.test.emitDisconnected()
      expect(core.state.connection.status.eip155).toBe('disconnected')
      expect(core.state.chain.accounts.eip155?.caipAddress).toBeUndefined()
      expect(core.storage.getConnectedConnectorId('eip155')).toBeUndefined()
      expect(adapter.test.calls.some((call) => call.method === 'disconnect')).toBe(false)
    })
  })
})

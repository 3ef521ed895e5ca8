import { describe, expect, test } from 'vitest'
import { createTestAdapter } from '../adapter/createTestAdapter'
import { DEFAULT_ACCOUNT_TYPES } from '../constants/chains'
import { CONNECT_METHOD_ORDER, DEFAULT_FEATURES, DEFAULT_SOCIALS } from '../constants/features'
import { NetworkNotFoundError } from '../errors/network'
import { ValidationError } from '../errors/validation'
import { base, mainnet } from '../networks/evm'
import { solana } from '../networks/solana'
import type { Network } from '../networks/types'
import type { SIWEConfig } from '../siwx/types'
import {
  DEFAULT_API_URL,
  DEFAULT_REGISTRY_URL,
  DEFAULT_RELAY_URL,
  DEFAULT_SECURE_SITE_URL,
} from './defaults'
import { resolveOptions } from './resolveOptions'
import type { AirlockOptions, SIWXConfig } from './types'

const siwx: SIWXConfig = {
  required: true,
  createMessage: async () => {
    throw new Error('not used')
  },
  addSession: async () => {},
  revokeSession: async () => {},
  setSessions: async () => {},
  getSessions: async () => [],
}

const siweConfig: SIWEConfig = {
  getNonce: async () => 'nonce1234',
  createMessage: () => 'message',
  verifyMessage: async () => true,
  getSession: async () => null,
  signOut: async () => true,
}

function thrown(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected a throw')
}

describe('resolveOptions', () => {
  test('fills every default', () => {
    const options = resolveOptions({ projectId: 'p', networks: [mainnet, base] })
    expect(options).toMatchObject({
      projectId: 'p',
      defaultNetwork: mainnet,
      adapters: [],
      features: DEFAULT_FEATURES,
      socials: DEFAULT_SOCIALS,
      connectMethodsOrder: CONNECT_METHOD_ORDER,
      featuredWalletIds: [],
      includeWalletIds: [],
      excludeWalletIds: [],
      customWallets: [],
      defaultAccountTypes: DEFAULT_ACCOUNT_TYPES,
      themeMode: undefined,
      themeVariables: {},
      allowUnsupportedChain: false,
      enableNetworkSwitch: true,
      enableReconnect: true,
      siwx: undefined,
      apiUrl: DEFAULT_API_URL,
      registryUrl: DEFAULT_REGISTRY_URL,
      relayUrl: DEFAULT_RELAY_URL,
      secureSiteUrl: DEFAULT_SECURE_SITE_URL,
      debug: false,
    })
    expect(options.connectMethodsOrder).toEqual(['email', 'social', 'wallet'])
    expect(options.apiUrl).toBe('http://127.0.0.1:8787')
    expect(options.registryUrl).toBe('http://127.0.0.1:8787')
    expect(options.relayUrl).toBe('ws://127.0.0.1:8789')
    expect(options.secureSiteUrl).toBe('http://127.0.0.1:8788')
  })

  test('merges features over the defaults', () => {
    const { features } = resolveOptions({ networks: [mainnet], features: { swaps: false } })
    expect(features).toEqual({ ...DEFAULT_FEATURES, swaps: false })
    expect(features.send).toBe(true)
  })

  test('merges account types over the defaults', () => {
    const { defaultAccountTypes } = resolveOptions({
      networks: [mainnet],
      defaultAccountTypes: { eip155: 'eoa' },
    })
    expect(defaultAccountTypes).toEqual({ ...DEFAULT_ACCOUNT_TYPES, eip155: 'eoa' })
    expect(defaultAccountTypes.solana).toBe('eoa')
  })

  test('keeps what was passed', () => {
    const options = resolveOptions({
      networks: [mainnet, base],
      defaultNetwork: base,
      socials: false,
      connectMethodsOrder: ['wallet', 'email'],
      apiUrl: 'https://api.example.test',
      enableNetworkSwitch: false,
      allowUnsupportedChain: true,
      themeMode: 'dark',
      themeVariables: { '--w3m-accent': '#000' },
      siwx,
    })
    expect(options.defaultNetwork).toBe(base)
    expect(options.socials).toBe(false)
    expect(options.connectMethodsOrder).toEqual(['wallet', 'email'])
    expect(options.apiUrl).toBe('https://api.example.test')
    expect(options.enableNetworkSwitch).toBe(false)
    expect(options.allowUnsupportedChain).toBe(true)
    expect(options.themeMode).toBe('dark')
    expect(options.themeVariables).toEqual({ '--w3m-accent': '#000' })
    expect(options.siwx).toBe(siwx)
  })

  test.each([undefined, '', '   '])('a missing project id (%j) is not an error', (projectId) => {
    const options = resolveOptions({
      networks: [mainnet],
      ...(projectId === undefined ? {} : { projectId }),
    })
    expect(options.projectId).toBeUndefined()
  })

  test('rejects siweConfig together with siwx (SPEC.md §5)', () => {
    const error = thrown(() => resolveOptions({ networks: [mainnet], siwx, siweConfig }))
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).shortMessage).toBe(
      '`siwx` and `siweConfig` cannot be used together: pass only `siwx`',
    )
    expect((error as ValidationError).issues[0]?.path).toEqual(['siweConfig'])
  })

  test('accepts siweConfig alone', () => {
    expect(resolveOptions({ networks: [mainnet], siweConfig }).siweConfig).toBe(siweConfig)
  })

  test('rejects a sign-in config missing a function, naming it', () => {
    const { signOut: _, ...partial } = siweConfig
    const error = thrown(() =>
      resolveOptions({ networks: [mainnet], siweConfig: partial as SIWEConfig }),
    )
    expect((error as ValidationError).issues).toEqual([
      { path: ['siweConfig', 'signOut'], message: '`siweConfig.signOut` must be a function' },
    ])
  })

  test('rejects an empty network list with a clear message', () => {
    const error = thrown(() => resolveOptions({ networks: [] }))
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).shortMessage).toBe(
      '`networks` must list at least one network',
    )
  })

  test('rejects a missing network list (plain JS callers)', () => {
    const error = thrown(() => resolveOptions({} as AirlockOptions))
    expect((error as ValidationError).shortMessage).toBe('`networks` must be a list of networks')
  })

  test('rejects a default network that is not configured', () => {
    const error = thrown(() => resolveOptions({ networks: [mainnet], defaultNetwork: base }))
    expect(error).toBeInstanceOf(NetworkNotFoundError)
    expect((error as NetworkNotFoundError).shortMessage).toBe('Network not found')
    expect((error as NetworkNotFoundError).message).toContain('eip155:8453')
  })

  test('rejects a service URL that is not a URL', () => {
    const error = thrown(() => resolveOptions({ networks: [mainnet], apiUrl: 'not a url' }))
    expect((error as ValidationError).shortMessage).toBe('`apiUrl` must be a URL')
  })

  test('takes a relay only over ws:// or wss://, and the secure site as its origin', () => {
    const error = thrown(() =>
      resolveOptions({ networks: [mainnet], relayUrl: 'http://127.0.0.1:8789' }),
    )
    expect((error as ValidationError).shortMessage).toBe('`relayUrl` must be a ws:// or wss:// URL')
    const options = resolveOptions({
      networks: [mainnet],
      relayUrl: 'wss://relay.example.test',
      secureSiteUrl: 'https://secure.example.test/frame/',
    })
    expect(options.relayUrl).toBe('wss://relay.example.test')
    expect(options.secureSiteUrl).toBe('https://secure.example.test')
  })

  test('rejects two adapters for one namespace', () => {
    const error = thrown(() =>
      resolveOptions({ networks: [mainnet], adapters: [createTestAdapter(), createTestAdapter()] }),
    )
    expect((error as ValidationError).shortMessage).toBe('Pass at most one adapter per namespace')
  })

  test('accepts one adapter per namespace', () => {
    const networks: Network[] = [mainnet, solana]
    const adapters = [createTestAdapter(), createTestAdapter({ namespace: 'solana' })]
    expect(resolveOptions({ networks, adapters }).adapters).toEqual(adapters)
  })
})

describe('deploymentUrl: one setting for a self-hosted deployment', () => {
  test('derives every service URL and routes each network through the proxy', () => {
    const options = resolveOptions({
      projectId: 'my-dapp',
      networks: [mainnet, solana],
      deploymentUrl: 'https://airlock.example.com',
    })
    expect(options.apiUrl).toBe('https://airlock.example.com')
    expect(options.registryUrl).toBe('https://airlock.example.com')
    expect(options.relayUrl).toBe('wss://airlock.example.com/relay')
    expect(options.secureSiteUrl).toBe('https://secure.airlock.example.com')
    expect(options.networks.map((network) => network.rpcUrls.default.http)).toEqual([
      ['https://airlock.example.com/v1/?chainId=eip155%3A1&projectId=my-dapp'],
      [
        `https://airlock.example.com/v1/?chainId=${encodeURIComponent(solana.caipNetworkId)}&projectId=my-dapp`,
      ],
    ])
    expect(options.defaultNetwork).toBe(options.networks[0])
  })

  test('each service URL still overrides its part; customRpcUrls keeps a network on its own RPC', () => {
    const options = resolveOptions({
      projectId: 'my-dapp',
      networks: [mainnet, base],
      defaultNetwork: base,
      deploymentUrl: 'http://127.0.0.1:8787',
      secureSiteUrl: 'https://wallet.example.com/frame',
      relayUrl: 'wss://relay.example.com',
      customRpcUrls: { 'eip155:8453': ['https://base.example.com/rpc'] },
    })
    expect(options.apiUrl).toBe('http://127.0.0.1:8787')
    expect(options.relayUrl).toBe('wss://relay.example.com')
    expect(options.secureSiteUrl).toBe('https://wallet.example.com')
    expect(options.networks[0]?.rpcUrls.default.http).toEqual([
      'http://127.0.0.1:8787/v1/?chainId=eip155%3A1&projectId=my-dapp',
    ])
    expect(options.networks[1]?.rpcUrls.default.http).toEqual(['https://base.example.com/rpc'])
    expect(options.defaultNetwork.caipNetworkId).toBe('eip155:8453')
    expect(options.defaultNetwork).toBe(options.networks[1])
  })

  test('without a deployment the networks are the ones given; without a project id nothing is proxied', () => {
    const networks = [mainnet]
    expect(resolveOptions({ projectId: 'p', networks }).networks).toBe(networks)
    const unset = resolveOptions({ networks, deploymentUrl: 'https://airlock.example.com' })
    expect(unset.networks[0]?.rpcUrls).toBe(mainnet.rpcUrls)
    expect(unset.apiUrl).toBe('https://airlock.example.com')
  })

  test('a bad deploymentUrl or customRpcUrls is a ValidationError naming it', () => {
    const cases: [Partial<AirlockOptions>, string][] = [
      [
        { deploymentUrl: 'airlock.example.com' },
        '`deploymentUrl` must be an http:// or https:// URL without a query, fragment or credentials',
      ],
      [
        { deploymentUrl: 'https://airlock.example.com/?projectId=x' },
        '`deploymentUrl` must be an http:// or https:// URL without a query, fragment or credentials',
      ],
      [
        { customRpcUrls: { 'eip155:1': ['javascript:alert(1)'] } },
        "`customRpcUrls['eip155:1']` must be a list of http(s) URLs",
      ],
      [
        { customRpcUrls: [] as unknown as Record<string, string[]> },
        '`customRpcUrls` must map network ids to lists of URLs',
      ],
    ]
    for (const [extra, message] of cases) {
      const error = thrown(() => resolveOptions({ networks: [mainnet], ...extra }))
      expect(error).toBeInstanceOf(ValidationError)
      expect((error as ValidationError).shortMessage).toBe(message)
    }
  })
})

import {
  createWalletConnectHub,
  DEFAULT_API_URL,
  DEFAULT_RELAY_URL,
  isStaleSessionError,
  type Network,
  SessionExpiredError,
  toRelayRefusal,
  toWalletConnectError,
  UserRejectedRequestError,
  type WalletConnectHub,
  type WalletConnectNamespaceProposal,
  type WalletConnectProvider,
} from '@airlock/core'
import { type CreateConnectorFn, createConnector } from '@wagmi/core'
import { type Address, getAddress, numberToHex } from 'viem'
import { toWalletConnectRpcMap } from './toWalletConnectRpcMap'
import type {
  WalletConnectMetadata,
  WalletConnectParameters,
  WalletConnectRequester,
} from './types'

/** The wagmi connector id of WalletConnect; core stores it to restore the session. */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect' as const

/** Methods and events the dapp asks the wallet for (eip155). */
const METHODS = [
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]
const EVENTS = ['chainChanged', 'accountsChanged']

export type WalletConnectConnectorParameters = WalletConnectParameters & {
  /** The networks offered to the wallet and mapped to their RPC URLs. */
  networks: readonly Network[]
  /** Read when the SDK starts (core knows it only after the adapter is set up). */
  getProjectId(): string | undefined
  /**
   * Read when the SDK starts, when `relayUrl` is not given: the relay core was given. Default:
   * `DEFAULT_RELAY_URL`.
   */
  getRelayUrl?(): string | undefined
  /** Read when the SDK starts, when `metadata` is not given: core's. Default: the page's. */
  getMetadata?(): WalletConnectMetadata | undefined
  /**
   * Read at each connect, when `apiUrl` is not given: the cloud core was given (`apiUrl`), whose
   * RPC proxy serves the session's reads. Default: `DEFAULT_API_URL`.
   */
  getApiUrl?(): string | undefined
  /**
   * The WalletConnect session the core's adapters share (`context.walletConnect`): one pairing
   * proposes every namespace registered there. Default: a session of this connector's own.
   */
  getHub?(): WalletConnectHub | undefined
}

/**
 * What the connector asks the wallet for in eip155: the networks' chains (`first` leading), the
 * signing and chain methods, and RPC URLs from the cloud's proxy.
 *
 * @example
 * hub.register('eip155', () => toEip155Proposal(parameters))
 */
export function toEip155Proposal(
  parameters: WalletConnectConnectorParameters,
  first?: number,
): WalletConnectNamespaceProposal {
  const ids = parameters.networks
    .filter((network) => network.chainNamespace === 'eip155')
    .map((network) => Number(network.id))
  const ordered =
    first === undefined || !ids.includes(first) ? ids : [first, ...ids.filter((id) => id !== first)]
  return {
    chains: ordered.map((id) => `eip155:${id}`),
    methods: [...METHODS],
    events: [...EVENTS],
    // Reads over the session go to the cloud's RPC proxy, never a public RPC.
    rpcMap: toWalletConnectRpcMap(parameters.networks, {
      host: parameters.apiUrl ?? parameters.getApiUrl?.() ?? DEFAULT_API_URL,
      projectId: parameters.getProjectId() ?? '',
    }),
  }
}

/** What the connector adds to a wagmi connector: the pairing seam the modal uses. */
export type WalletConnectConnectorProperties = {
  /** Leaves the pending pairing: its connect rejects as refused (the modal closed). */
  cancelPairing(): void
}

type Pending = { reject(error: Error): void }

/**
 * A wagmi connector for WalletConnect v2 on `@walletconnect/universal-provider`, loaded with
 * `import()` only when it is used (a connect, or restoring a stored session): no WalletConnect code
 * is in the JS a dapp loads first. Each pairing URI is reported as wagmi's `display_uri` message. A
 * new connect while one waits for its wallet replaces it (a fresh URI); the replaced one never
 * settles. A session the SDK no longer knows (`No matching key`) is forgotten and reported as a
 * disconnect instead of failing every call.
 *
 * @example
 * const connector = walletConnect({ networks, getProjectId: () => 'airlock-demo' })
 * createEvmAdapter({ connectors: [connector] })
 */
export function walletConnect(
  parameters: WalletConnectConnectorParameters,
): CreateConnectorFn<WalletConnectRequester, WalletConnectConnectorProperties> {
  return createConnector<WalletConnectRequester, WalletConnectConnectorProperties>((config) => {
    let started: Promise<WalletConnectProvider> | undefined
    let chainId: number = Number(parameters.networks[0]?.id ?? config.chains[0].id)
    let attempt = 0
    let pending: Pending | undefined
    // The topic of the pairing whose URI is on screen: retired when a new one replaces it.
    let pairingTopic: string | undefined
    let requester: WalletConnectRequester | undefined

    const chainIds = (): number[] =>
      parameters.networks
        .filter((network) => network.chainNamespace === 'eip155')
        .map((network) => Number(network.id))

    let ownHub: WalletConnectHub | undefined
    // The core's shared session when there is one: the Solana adapter may have started it.
    const getHub = (): WalletConnectHub => {
      const shared = parameters.getHub?.()
      if (shared) return shared
      ownHub ??= createWalletConnectHub()
      return ownHub
    }
    const start = (): Promise<WalletConnectProvider> => {
      started ??= getHub()
        .getProvider(() => ({
          projectId: parameters.getProjectId() ?? '',
          // An explicit option wins over what the adapter learnt from core.
          relayUrl: parameters.relayUrl ?? parameters.getRelayUrl?.() ?? DEFAULT_RELAY_URL,
          metadata: parameters.metadata ?? parameters.getMetadata?.() ?? pageMetadata(),
          storagePrefix: parameters.storagePrefix ?? 'airlock',
          ...(parameters.storage ? { storage: parameters.storage } : {}),
        }))
        .then((provider) => {
          listen(provider)
          return provider
        })
      return started
    }

    const accountsOf = (provider: WalletConnectProvider): Address[] => {
      const accounts = provider.session?.namespaces.eip155?.accounts ?? []
      const seen = new Set<Address>()
      for (const account of accounts) {
        const [, id, address] = account.split(':')
        if (!address) continue
        if (Number(id) === chainId || seen.size === 0) seen.add(getAddress(address))
      }
      return [...seen]
    }

    const chainOf = (provider: WalletConnectProvider): number => {
      const accounts = provider.session?.namespaces.eip155?.accounts ?? []
      const approved = accounts.map((account) => Number(account.split(':')[1]))
      if (approved.includes(chainId)) return chainId
      return approved.find((id) => chainIds().includes(id)) ?? approved[0] ?? chainId
    }

    const forget = async (provider: WalletConnectProvider): Promise<void> => {
      // The SDK's own cleanup drops the session, its pairing keys and the stored namespaces;
      // `disconnect()` would ask the relay about a topic that no longer exists first.
      const cleanup = (provider as unknown as { cleanup?: () => Promise<void> }).cleanup
      await cleanup?.call(provider).catch(() => undefined)
      Reflect.deleteProperty(provider, 'session')
    }

    const retire = (provider: WalletConnectProvider, topic: string | undefined): void => {
      if (!topic) return
      // A replaced or left pairing is deleted, and the wallet told so (`wc_pairingDelete`): a
      // wallet that scans the old URI later cannot settle a session this page no longer waits for.
      provider.client.core.pairing.disconnect({ topic }).catch(() => undefined)
    }

    const listen = (provider: WalletConnectProvider): void => {
      provider.on('display_uri', (uri: string) => {
        pairingTopic = /^wc:([0-9a-f]+)@/.exec(uri)?.[1]
        config.emitter.emit('message', { type: 'display_uri', data: uri })
      })
      provider.on('session_delete', () => {
        Reflect.deleteProperty(provider, 'session')
        config.emitter.emit('disconnect')
      })
      provider.on('accountsChanged', (accounts: string[]) => {
        const list = accounts.filter((item) => /^0x[0-9a-fA-F]{40}$/.test(item))
        if (list.length) config.emitter.emit('change', { accounts: list.map((a) => getAddress(a)) })
      })
      provider.on('chainChanged', (next: string | number) => {
        const id = Number(String(next).replace(/^eip155:/, ''))
        if (!Number.isFinite(id) || id === chainId) return
        chainId = id
        config.emitter.emit('change', { chainId: id })
      })
    }

    const request = async (
      provider: WalletConnectProvider,
      args: { method: string; params?: unknown },
    ): Promise<unknown> => {
      if (args.method === 'eth_chainId') return numberToHex(chainId)
      if (args.method === 'eth_accounts' || args.method === 'eth_requestAccounts') {
        return accountsOf(provider)
      }
      try {
        const answer = await provider.request(
          { method: args.method, params: args.params as unknown[] },
          `eip155:${chainId}`,
        )
        if (args.method === 'wallet_switchEthereumChain') {
          const target = (args.params as [{ chainId?: string }] | undefined)?.[0]?.chainId
          if (target !== undefined) chainId = Number(target)
        }
        return answer
      } catch (error) {
        if (!isStaleSessionError(error)) throw toWalletConnectError(error)
        await forget(provider)
        config.emitter.emit('disconnect')
        // Gone at the relay or in the SDK: core tells the visitor the session expired.
        getHub().sessionEnded?.()
        throw new SessionExpiredError({ cause: error })
      }
    }

    return {
      id: WALLET_CONNECT_CONNECTOR_ID,
      name: 'WalletConnect',
      type: 'walletConnect',

      async connect({ chainId: wanted, isReconnecting } = {}) {
        const provider = await start()
        if (!provider.session) {
          if (isReconnecting) throw new UserRejectedRequestError({ details: 'No session' })
          attempt += 1
          const mine = attempt
          if (pending) retire(provider, pairingTopic)
          pairingTopic = undefined
          const relayer = provider.client.core.relayer
          // A relay that refuses the project closes the socket (3000); the SDK stops retrying and
          // its connect would wait forever, so the refusal ends this connect.
          const onRelayError = (error: unknown) => {
            const refusal = toRelayRefusal(error)
            if (refusal && mine === attempt) pending?.reject(refusal)
          }
          relayer.on('relayer_error', onRelayError)
          const ids = chainIds()
          const first = wanted !== undefined && ids.includes(wanted) ? wanted : ids[0]
          // Every namespace of the core (Solana too, when its adapter is installed) in one proposal.
          const hub = getHub()
          const others = hub.getNamespaces()
          const session = await new Promise<unknown>((resolve, reject) => {
            pending = { reject }
            // With one-click sign-in on, the wallet also signs in with the same approval.
            hub.pair(provider, { ...others, eip155: toEip155Proposal(parameters, first) }).then(
              (value: unknown) => {
                // A replaced pairing never settles: its visitor is already looking at a new URI.
                if (mine === attempt) resolve(value)
              },
              (error: unknown) => {
                if (mine === attempt) reject(error)
              },
            )
          }).finally(() => {
            relayer.off('relayer_error', onRelayError)
            if (mine === attempt) pending = undefined
          })
          if (!session) throw new UserRejectedRequestError({ details: 'No session' })
          if (first !== undefined) chainId = first
        }
        chainId = chainOf(provider)
        const accounts = accountsOf(provider)
        if (!accounts.length) throw new UserRejectedRequestError({ details: 'No account' })
        return { accounts, chainId } as never
      },

      async disconnect() {
        if (!started) return
        const provider = await started
        if (!provider.session) return
        try {
          await provider.disconnect()
        } catch (error) {
          // A session the relay or wallet already dropped is gone either way.
          await forget(provider)
          if (!isStaleSessionError(error)) throw error
        }
      },

      async getAccounts() {
        if (!started) return []
        return accountsOf(await started)
      },

      async getChainId() {
        return chainId
      },

      async getProvider() {
        const provider = await start()
        requester ??= { request: (args) => request(provider, args) }
        return requester
      },

      async isAuthorized() {
        const provider = await start()
        return Boolean(provider.session) && accountsOf(provider).length > 0
      },

      async switchChain({ chainId: next }) {
        const chain = config.chains.find((item) => item.id === next)
        if (!chain) throw new UserRejectedRequestError({ details: `Chain ${next} not configured` })
        const provider = await start()
        await request(provider, {
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: numberToHex(next) }],
        })
        config.emitter.emit('change', { chainId: next })
        return chain
      },

      cancelPairing() {
        attempt += 1
        pending?.reject(new UserRejectedRequestError({ details: 'The pairing was left' }))
        pending = undefined
        const left = pairingTopic
        pairingTopic = undefined
        if (started) void started.then((provider) => retire(provider, left))
      },

      onAccountsChanged(accounts) {
        if (accounts.length) config.emitter.emit('change', { accounts: accounts as Address[] })
      },
      onChainChanged(next) {
        config.emitter.emit('change', { chainId: Number(next) })
      },
      onDisconnect() {
        config.emitter.emit('disconnect')
      },
    }
  })
}

function pageMetadata(): WalletConnectParameters['metadata'] & {} {
  const url = typeof location === 'undefined' ? 'http://127.0.0.1' : location.origin
  const name = typeof document === 'undefined' ? '' : document.title
  return { name: name || url, description: '', url, icons: [] }
}

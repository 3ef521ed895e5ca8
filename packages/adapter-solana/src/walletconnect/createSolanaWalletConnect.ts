import {
  type CaipNetworkId,
  type ChainAdapterContext,
  createWalletConnectHub,
  DEFAULT_RELAY_URL,
  isSolanaAddress,
  type Network,
  toRelayRefusal,
  UserRejectedRequestError,
  type WalletConnectProvider,
  type WalletConnectProviderOptions,
} from '@airlock/core'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import bs58 from 'bs58'
import type { SolanaWalletConnectParameters } from '../adapter/createSolanaAdapter'
import { toStandardChain } from '../wallets/standardChains'
import { toWalletConnectWallet } from './toWalletConnectWallet'

export type CreateSolanaWalletConnectParameters = {
  /** The adapter's line to its core (its shared session, relay, project, metadata). */
  getContext(): ChainAdapterContext | undefined
  /** The adapter's WalletConnect options: they win over core's. */
  options: SolanaWalletConnectParameters
  /** The Solana networks of the core. */
  networks(): readonly Network[]
  /** The network requests go to (the adapter's current one). */
  getChainId(): CaipNetworkId
  /** Hears each pairing URI. */
  onUri(uri: string): void
}

/** The Solana side of a session: the wallet (Wallet Standard shaped), its account, its network. */
export type SolanaWalletConnectResult = { wallet: Wallet; account: WalletAccount; network: Network }

export type SolanaWalletConnect = {
  /** Pairs (unless the core's session is up already) and resolves to the Solana side. */
  connect(wanted?: Network): Promise<SolanaWalletConnectResult>
  /** The Solana side of the session the SDK holds, without pairing; `undefined` without one. */
  restore(wanted?: Network): Promise<SolanaWalletConnectResult | undefined>
  /** Leaves the pending pairing: its connect rejects as refused. */
  cancelPairing(): void
}

/**
 * WalletConnect for the Solana adapter, loaded with `import()` when the visitor picks it or a
 * stored session is restored. The pairing proposes every namespace registered with the core's
 * session (eip155 too when the EVM adapter is installed), so one approval connects both.
 */
export function createSolanaWalletConnect(
  parameters: CreateSolanaWalletConnectParameters,
): SolanaWalletConnect {
  const context = parameters.getContext()
  // The core's shared session; one of the adapter's own under a core too old to share one.
  const hub = context?.walletConnect ?? createWalletConnectHub()
  if (!context?.walletConnect) {
    hub.register('solana', () => ({
      chains: parameters.networks().map((item) => item.caipNetworkId),
      methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
      events: [],
      rpcMap: {},
    }))
  }
  const providerOptions = (): WalletConnectProviderOptions => {
    const { options } = parameters
    const metadata = context?.metadata
    return {
      projectId: context?.projectId ?? '',
      relayUrl: options.relayUrl ?? context?.relayUrl ?? DEFAULT_RELAY_URL,
      metadata:
        options.metadata ??
        (metadata ? { ...metadata, icons: [...metadata.icons] } : pageMetadata()),
      storagePrefix: options.storagePrefix ?? 'airlock',
      ...(options.storage ? { storage: options.storage } : {}),
    }
  }
  let started: Promise<WalletConnectProvider> | undefined
  let attempt = 0
  let pending: { reject(error: Error): void } | undefined
  let pairingTopic: string | undefined

  const start = (): Promise<WalletConnectProvider> => {
    started ??= hub.getProvider(providerOptions).then((provider) => {
      provider.on('display_uri', (uri: string) => {
        pairingTopic = /^wc:([0-9a-f]+)@/.exec(uri)?.[1]
        parameters.onUri(uri)
      })
      return provider
    })
    return started
  }

  const forget = async (provider: WalletConnectProvider): Promise<void> => {
    const cleanup = (provider as unknown as { cleanup?: () => Promise<void> }).cleanup
    await cleanup?.call(provider).catch(() => undefined)
    Reflect.deleteProperty(provider, 'session')
  }

  const retire = (provider: WalletConnectProvider, topic: string | undefined): void => {
    if (topic) provider.client.core.pairing.disconnect({ topic }).catch(() => undefined)
  }

  const toResult = (
    provider: WalletConnectProvider,
    wanted?: Network,
  ): SolanaWalletConnectResult | undefined => {
    const accounts = provider.session?.namespaces.solana?.accounts ?? []
    const approved = new Set(accounts.map((item) => item.split(':').slice(0, 2).join(':')))
    const list = parameters.networks().filter((network) => approved.has(network.caipNetworkId))
    const network =
      wanted && list.some((item) => item.caipNetworkId === wanted.caipNetworkId) ? wanted : list[0]
    if (!network) return undefined
    const address = accounts
      .find((item) => item.startsWith(`${network.caipNetworkId}:`))
      ?.split(':')[2]
    if (!address || !isSolanaAddress(address)) return undefined
    const chains = list.map((item) => toStandardChain(item))
    const account: WalletAccount = {
      address,
      publicKey: bs58.decode(address),
      chains,
      features: ['solana:signMessage', 'solana:signTransaction'],
    }
    const wallet = toWalletConnectWallet({
      provider,
      account,
      chains,
      getChainId: parameters.getChainId,
      forget: async () => {
        await forget(provider)
        // Gone at the relay or in the SDK: core tells the visitor the session expired.
        hub.sessionEnded?.()
      },
    })
    return { wallet, account, network }
  }

  const pair = async (provider: WalletConnectProvider): Promise<void> => {
    attempt += 1
    const mine = attempt
    if (pending) retire(provider, pairingTopic)
    pairingTopic = undefined
    const relayer = provider.client.core.relayer
    // A relay that refuses the project closes the socket; the SDK would wait forever.
    const onRelayError = (error: unknown) => {
      const refusal = toRelayRefusal(error)
      if (refusal && mine === attempt) pending?.reject(refusal)
    }
    relayer.on('relayer_error', onRelayError)
    const session = await new Promise<unknown>((resolve, reject) => {
      pending = { reject }
      // One-click sign-in is eip155 only: a pairing for Solana proposes a plain session.
      const namespaces = hub.getNamespaces()
      hub.pair(provider, namespaces, { authenticate: false }).then(
        (value: unknown) => {
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
  }

  return {
    async connect(wanted) {
      const provider = await start()
      if (!provider.session) await pair(provider)
      const result = toResult(provider, wanted)
      if (!result) {
        throw new UserRejectedRequestError({ details: 'The wallet approved no Solana account' })
      }
      return result
    },
    async restore(wanted) {
      const provider = await start()
      return provider.session ? toResult(provider, wanted) : undefined
    },
    cancelPairing() {
      attempt += 1
      pending?.reject(new UserRejectedRequestError({ details: 'The pairing was left' }))
      pending = undefined
      const left = pairingTopic
      pairingTopic = undefined
      if (started) void started.then((provider) => retire(provider, left))
    },
  }
}

function pageMetadata(): WalletConnectProviderOptions['metadata'] {
  const url = typeof location === 'undefined' ? 'http://127.0.0.1' : location.origin
  const name = typeof document === 'undefined' ? '' : document.title
  return { name: name || url, description: '', url, icons: [] }
}

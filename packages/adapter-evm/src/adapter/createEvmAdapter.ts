import {
  type ChainAdapter,
  type ChainAdapterConnectResult,
  type ChainAdapterContext,
  type ChainAdapterEmbeddedWallet,
  type ChainAdapterTransactionParameters,
  type Connector,
  createAdapter,
  type Eip1193Provider,
  INJECTED_WALLET_WAIT_MS,
  JsonRpcProviderNotFoundError,
  NamespaceNotConfiguredError,
  type Network,
  normalizeWalletError,
  RPC_TIMEOUT_MS,
} from '@airlock/core'
import {
  type Config,
  type CreateConnectorFn,
  getConnection,
  type Storage,
  type Connector as WagmiConnector,
  connect as wagmiConnect,
  disconnect as wagmiDisconnect,
  reconnect as wagmiReconnect,
  watchConnectors,
} from '@wagmi/core'
import { createEvmAuth, type EvmAuthParameters } from '../auth/createEvmAuth'
import { switchEvmChain } from '../chain/switchEvmChain'
import { createEvmWagmiConfig } from '../config/createEvmWagmiConfig'
import { getEvmConnectors } from '../connectors/getEvmConnectors'
import { sanitizeWalletName } from '../connectors/sanitizeWalletName'
import { ConnectorNotFoundError } from '../errors/ConnectorNotFoundError'
import { estimateEvmGas } from '../transactions/estimateEvmGas'
import { getAccountNonce } from '../transactions/getAccountNonce'
import { getEvmBalance } from '../transactions/getEvmBalance'
import { getTransactionOutcome } from '../transactions/getTransactionOutcome'
import { sendLegacyTransaction } from '../transactions/sendLegacyTransaction'
import {
  type PendingTransactionsWatcher,
  type WatchPendingTransactionsParameters,
  watchPendingTransactions,
} from '../transactions/watchPendingTransactions'
import { isEip1193Requester } from '../wallet/isEip1193Requester'
import { signEvmMessage } from '../wallet/signEvmMessage'
import type { WalletConnectParameters } from '../walletconnect/types'
import {
  toEip155Proposal,
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectConnectorParameters,
  walletConnect,
} from '../walletconnect/walletConnect'
import { waitForConnector } from './waitForConnector'
import { waitForSettledStatus } from './waitForSettledStatus'
import { type EvmSession, watchWalletEvents } from './watchWalletEvents'

export type CreateEvmAdapterParameters = {
  /**
   * The networks the wagmi config is built with. Default: the eip155 networks given to
   * `createAirlockCore`. Give them here to read `wagmiConfig` before the core exists.
   */
  networks?: readonly Network[]
  /** Use this wagmi config instead of building one (its chains and connectors are the dapp's). */
  wagmiConfig?: Config
  /** More wagmi connectors for the built config (WalletConnect, a wallet SDK). */
  connectors?: readonly CreateConnectorFn[]
  /** wagmi's storage for the built config; default wagmi's (`localStorage`, keys `wagmi.*`). */
  storage?: Storage | null
  /**
   * Pending-transaction polling, off unless given: transactions sent through the
   * adapter are watched, every 30000 ms and at most 99 of them, and so is the connected account
   * (its transaction count), so one sent around the adapter counts too; `onSettled` hears when
   * they land: refresh balances there (`fetchBalance(core, { force: true })`). `intervalMs`
   * overrides the 30000 ms.
   */
  pendingTransactions?: Pick<WatchPendingTransactionsParameters, 'onSettled' | 'intervalMs'>
  /**
   * WalletConnect sessions: `true` or its options add the `walletConnect` connector.
   * Its SDK is fetched with `import()` only when the visitor picks it or a stored session is
   * restored. The relay and metadata left out are core's
   * (`createAirlockCore({ relayUrl, metadata })`). Default: off.
   */
  walletConnect?: boolean | WalletConnectParameters
  /**
   * The embedded wallet: `true` or its options add the `auth` connector (email and
   * social login through the secure frame) and `embeddedWallet` for the modal's views.
   * `@airlock/wallet-frame` is fetched with `import()` only when the visitor uses it or a stored
   * session is restored. A `secureSiteUrl` left out is core's
   * (`createAirlockCore({ secureSiteUrl })`). Default: off.
   */
  auth?: boolean | EvmAuthParameters
}

/** The EVM chain adapter: core's {@link ChainAdapter} for eip155, plus its wagmi config. */
export type EvmAdapter = ChainAdapter & {
  readonly namespace: 'eip155'
  /**
   * The wagmi config the adapter runs on, for wagmi's own actions and hooks
   * (`<WagmiProvider config={adapter.wagmiConfig}>`). Built on first read or at setup; reading it
   * earlier needs `networks` in the options (else `Namespace is not configured`).
   */
  readonly wagmiConfig: Config
  reconnect(parameters: { connectorId: string }): Promise<ChainAdapterConnectResult | undefined>
  /** The connected wallet's EIP-1193 provider (`useAirlockProvider('eip155')`); else `undefined`. */
  getProvider(): Promise<Eip1193Provider | undefined>
  /** The embedded wallet the modal's views use, when `auth` is on. */
  readonly embeddedWallet?: ChainAdapterEmbeddedWallet
  /** Stops following the wallet and wagmi (tests, hot reload). The adapter is unusable after. */
  destroy(): void
  /**
   * Hears every WalletConnect pairing URI while a connect waits for its wallet (the modal puts it
   * in core with `setWcUri`). Returns the unsubscribe.
   */
  onPairingUri(listener: (uri: string) => void): () => void
  /** Leaves a pending WalletConnect pairing (the modal closed): its connect rejects as refused. */
  cancelPairing(): void
}

function sameConnectors(a: readonly Connector[], b: readonly Connector[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/**
 * Creates the EVM chain adapter on `@wagmi/core` and viem: EIP-6963 wallets and the
 * plain injected provider as connectors (names and icons sanitised), connect, disconnect and
 * reconnect through wagmi, the wallet's account, chain and disconnect events reported to core,
 * switching with `wallet_switchEthereumChain` and, for a chain the wallet does not know,
 * `wallet_addEthereumChain` (`Chain is not supported` when that fails), `personal_sign`,
 * legacy-type transactions with a gas price, gas estimates and native balances from
 * the network's RPC. Wallet errors are normalised by core's `normalizeWalletError`. Nothing touches
 * `window` before setup, so it is safe to create during server-side rendering.
 *
 * @example
 * const networks = [mainnet, base].map((n) => withCloudRpc(n, { host: 'http://127.0.0.1:8787', projectId }))
 * const evm = createEvmAdapter()
 * const core = createAirlockCore({ projectId, networks, adapters: [evm] })
 * await connect(core, { connector: core.state.connectors.connectors[0] })
 * // wagmi keeps working with the same config:
 * await getBalance(evm.wagmiConfig, { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })
 */
export function createEvmAdapter(parameters: CreateEvmAdapterParameters = {}): EvmAdapter {
  return createAdapter(() => {
    let config: Config | undefined = parameters.wagmiConfig
    let context: ChainAdapterContext | undefined
    let connectors: readonly Connector[] = []
    let session: EvmSession | undefined
    let refreshes = 0
    const stops: (() => void)[] = []
    const auth = parameters.auth
      ? createEvmAuth(parameters.auth === true ? {} : parameters.auth)
      : undefined
    const watcher: PendingTransactionsWatcher | undefined = parameters.pendingTransactions
      ? watchPendingTransactions({
          ...parameters.pendingTransactions,
          getReceipt: (transaction) => getTransactionOutcome(ensureConfig(), transaction),
          // The connected account itself: what it sends around the adapter settles too.
          getAccountNonce: () => getAccountNonce(ensureConfig(), session),
        })
      : undefined

    const ensureConfig = (networks?: readonly Network[]): Config => {
      if (config) return config
      const list = parameters.networks ?? networks
      if (!list) {
        throw new NamespaceNotConfiguredError({
          details: 'Pass `networks` to createEvmAdapter, or read `wagmiConfig` after setup.',
        })
      }
      const walletConnectParameters = toWalletConnectParameters(list)
      const extra = [
        ...(auth ? [auth.connector] : []),
        ...(walletConnectParameters ? [walletConnect(walletConnectParameters)] : []),
        ...(parameters.connectors ?? []),
      ]
      config = createEvmWagmiConfig({
        networks: list,
        ...(extra.length ? { connectors: extra } : {}),
        ...(parameters.storage === undefined ? {} : { storage: parameters.storage }),
      })
      return config
    }

    const toWalletConnectParameters = (
      list: readonly Network[],
    ): WalletConnectConnectorParameters | undefined => {
      const options = parameters.walletConnect === true ? {} : parameters.walletConnect || undefined
      if (!options) return undefined
      return {
        ...options,
        networks: list,
        getProjectId: () => context?.projectId,
        // Read at the first connect, after setup: core's, unless the options gave them.
        getRelayUrl: () => context?.relayUrl,
        getApiUrl: () => context?.apiUrl,
        getMetadata: () => {
          const metadata = context?.metadata
          return metadata && { ...metadata, icons: [...metadata.icons] }
        },
        getHub: () => context?.walletConnect,
      }
    }

    const refreshConnectors = async (wagmi: Config): Promise<void> => {
      refreshes += 1
      const run = refreshes
      const next = await getEvmConnectors(wagmi)
      // A later refresh started while this one awaited providers: it has the newer list.
      if (run !== refreshes || sameConnectors(next, connectors)) return
      connectors = next
      context?.emit('connectorsChanged', { connectors })
    }

    const findConnector = (wagmi: Config, id: string): WagmiConnector | undefined =>
      wagmi.connectors.find((item) => item.id === id)

    const startSession = (
      connector: WagmiConnector,
      address: string,
      chainId: number,
      fallback?: Connector,
    ): ChainAdapterConnectResult => {
      session = { connectorId: connector.id, address, chainId }
      watcher?.followAccount()
      const known = connectors.find((item) => item.id === connector.id) ?? fallback
      return {
        address,
        network: `eip155:${chainId}`,
        connector: known ?? {
          id: connector.id,
          name: sanitizeWalletName(connector.name) ?? connector.id,
          type: 'INJECTED',
          chain: 'eip155',
        },
      }
    }

    const adapter = {
      ...(auth ? { embeddedWallet: auth.embeddedWallet } : {}),
      namespace: 'eip155' as const,

      async setup(setupContext: ChainAdapterContext): Promise<void> {
        auth?.setup(setupContext)
        context = setupContext
        const wagmi = ensureConfig(setupContext.networks)
        const walletConnectParameters = toWalletConnectParameters(
          parameters.networks ?? setupContext.networks,
        )
        // Proposed in every pairing of the core, whichever adapter's connect starts it.
        if (walletConnectParameters && setupContext.walletConnect) {
          setupContext.walletConnect.register('eip155', () =>
            toEip155Proposal(walletConnectParameters),
          )
        }
        stops.push(
          watchConnectors(wagmi, { onChange: () => void refreshConnectors(wagmi) }),
          watchWalletEvents(wagmi, {
            getSession: () => session,
            setSession: (next) => {
              session = next
            },
            emit: setupContext.emit,
          }),
        )
        await refreshConnectors(wagmi)
      },

      getConnectors: (): readonly Connector[] => connectors,

      async connect({
        connector,
        network,
      }: {
        connector: Connector
        network?: Network
      }): Promise<ChainAdapterConnectResult> {
        const wagmi = ensureConfig(context?.networks)
        const target = findConnector(wagmi, connector.id)
        if (!target) throw new ConnectorNotFoundError({ connectorId: connector.id })
        try {
          const current = getConnection(wagmi)
          // wagmi refuses to connect a connector twice; the visitor already has what they asked.
          if (current.status === 'connected' && current.connector.uid === target.uid) {
            return startSession(target, current.address, current.chainId, connector)
          }
          const chainId =
            network && wagmi.chains.some((chain) => chain.id === network.id)
              ? Number(network.id)
              : undefined
          const data = await wagmiConnect(wagmi, {
            connector: target,
            ...(chainId === undefined ? {} : { chainId }),
          })
          return startSession(target, data.accounts[0], data.chainId, connector)
        } catch (error) {
          throw normalizeWalletError(error)
        }
      },

      async reconnect({
        connectorId,
      }: {
        connectorId: string
      }): Promise<ChainAdapterConnectResult | undefined> {
        const wagmi = ensureConfig(context?.networks)
        const target = await waitForConnector(wagmi, connectorId, INJECTED_WALLET_WAIT_MS)
        if (!target) return undefined
        const live = () => {
          const connection = wagmi.state.connections.get(target.uid)
          return wagmi.state.status === 'connected' ? connection : undefined
        }
        try {
          if (!live()) {
            await wagmiReconnect(wagmi, { connectors: [target] })
            await waitForSettledStatus(wagmi, RPC_TIMEOUT_MS)
          }
        } catch (error) {
          throw normalizeWalletError(error)
        }
        const connection = live()
        const address = connection?.accounts[0]
        if (!connection || !address) return undefined
        return startSession(target, address, connection.chainId)
      },

      async disconnect(): Promise<void> {
        // Cleared first: the wallet's own disconnect event that follows is not news to core.
        session = undefined
        const wagmi = ensureConfig(context?.networks)
        if (getConnection(wagmi).status === 'disconnected') return
        try {
          await wagmiDisconnect(wagmi)
        } catch (error) {
          throw normalizeWalletError(error)
        }
      },

      async switchNetwork({ network }: { network: Network }): Promise<void> {
        const wagmi = ensureConfig(context?.networks)
        const connection = getConnection(wagmi)
        if (connection.status !== 'connected') {
          // No wallet to ask: wagmi's own chain follows, so its hooks agree with core.
          if (wagmi.chains.some((chain) => chain.id === network.id)) {
            wagmi.setState((state) => ({ ...state, chainId: Number(network.id) }))
          }
          return
        }
        const provider = await connection.connector.getProvider()
        if (!isEip1193Requester(provider)) throw new JsonRpcProviderNotFoundError()
        await switchEvmChain(provider, network)
        try {
          // Some wallets switch without a `chainChanged` event (MetaMask when its `net_version`
          // call fails); wagmi's own switchChain tells its store the same way.
          const chainId = Number(await provider.request({ method: 'eth_chainId' }))
          connection.connector.emitter.emit('change', { chainId })
        } catch (error) {
          throw normalizeWalletError(error)
        }
      },

      async signMessage({
        message,
        address,
      }: {
        message: string
        address: string
      }): Promise<string> {
        const wagmi = ensureConfig(context?.networks)
        try {
          return await signEvmMessage(wagmi, { message, address })
        } catch (error) {
          throw normalizeWalletError(error)
        }
      },

      async sendTransaction(transaction: ChainAdapterTransactionParameters): Promise<string> {
        const wagmi = ensureConfig(context?.networks)
        try {
          const hash = await sendLegacyTransaction(wagmi, transaction)
          watcher?.add({ hash, chainId: Number(transaction.network.id) })
          return hash
        } catch (error) {
          throw normalizeWalletError(error)
        }
      },

      async estimateGas(transaction: ChainAdapterTransactionParameters): Promise<bigint> {
        try {
          return await estimateEvmGas(ensureConfig(context?.networks), transaction)
        } catch (error) {
          throw normalizeWalletError(error)
        }
      },

      getBalance(parameters: {
        address: string
        network: Network
      }): Promise<{ balance: string; symbol: string }> {
        return getEvmBalance(ensureConfig(context?.networks), parameters)
      },

      async getProvider(): Promise<Eip1193Provider | undefined> {
        const connection = getConnection(ensureConfig(context?.networks))
        if (connection.status !== 'connected') return undefined
        const provider = await connection.connector.getProvider()
        return isEip1193Requester(provider) ? (provider as Eip1193Provider) : undefined
      },

      onPairingUri(listener: (uri: string) => void): () => void {
        const target = findConnector(ensureConfig(context?.networks), WALLET_CONNECT_CONNECTOR_ID)
        if (!target) return () => undefined
        const onMessage = ({ type, data }: { type: string; data?: unknown }): void => {
          if (type === 'display_uri' && typeof data === 'string') listener(data)
        }
        target.emitter.on('message', onMessage)
        return () => target.emitter.off('message', onMessage)
      },

      cancelPairing(): void {
        const target = findConnector(ensureConfig(context?.networks), WALLET_CONNECT_CONNECTOR_ID)
        const cancel = (target as { cancelPairing?: unknown } | undefined)?.cancelPairing
        if (typeof cancel === 'function') cancel.call(target)
      },

      destroy(): void {
        auth?.destroy()
        for (const stop of stops.splice(0)) stop()
        watcher?.stop()
        session = undefined
        context = undefined
        // Only the store of a config built here: a dapp's own config is the dapp's to stop.
        if (config && config !== parameters.wagmiConfig) config._internal.mipd?.destroy()
      },
    }
    // Not enumerable: core's option check reads every enumerable key, and reading this one builds
    // the config, which needs the networks core hands over only at setup.
    return Object.defineProperty(adapter, 'wagmiConfig', {
      get: (): Config => ensureConfig(context?.networks),
      enumerable: false,
    }) as typeof adapter & { readonly wagmiConfig: Config }
  })
}

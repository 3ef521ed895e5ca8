import {
  BaseError,
  type ChainAdapter,
  type ChainAdapterConnectResult,
  type ChainAdapterContext,
  type ChainAdapterTransactionParameters,
  ChainNotSupportedError,
  type Connector,
  createAdapter,
  type Eip1193Provider,
  INJECTED_WALLET_WAIT_MS,
  InvalidSendParametersError,
  isSolanaAddress,
  isUserRejectedError,
  NamespaceNotConfiguredError,
  type Network,
  normalizeWalletError,
  SendTransactionFailedError,
  type WalletConnectMetadata,
  type WalletConnectStorage,
} from '@airlock/core'
import type { Connection } from '@solana/web3.js'
import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { createSolanaAuth, type SolanaAuthParameters } from '../auth/createSolanaAuth'
import { InvalidPreflightCommitmentError } from '../errors/InvalidPreflightCommitmentError'
import { SolanaWalletNotFoundError } from '../errors/SolanaWalletNotFoundError'
import {
  isSolanaPreflightCommitment,
  type SolanaPreflightCommitment,
  toCurrentCommitment,
} from '../transactions/preflightCommitments'
import type { SolanaWalletConnect } from '../walletconnect/createSolanaWalletConnect'
import { getSolanaWallets, type SolanaWalletEntry } from '../wallets/getSolanaWallets'
import { toStandardChain } from '../wallets/standardChains'
import { watchWallet } from './watchWallet'

/** WalletConnect options of the Solana adapter; what is left out is core's. */
export type SolanaWalletConnectParameters = {
  /** The relay's WebSocket URL. Default: core's `relayUrl`. */
  relayUrl?: string
  /** Shown in the wallet. Default: core's `metadata`, else the page's title and origin. */
  metadata?: WalletConnectMetadata
  /** Prefix of the SDK's storage keys. Default `airlock` (the EVM adapter's too: one session). */
  storagePrefix?: string
  /** Where the SDK keeps its sessions. Default: the SDK's own (IndexedDB in a browser). */
  storage?: WalletConnectStorage
}

/** The id of the WalletConnect connector (the same in every namespace: one session). */
export const SOLANA_WALLET_CONNECT_CONNECTOR: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'solana',
}

/** WalletConnect's Solana methods the dapp asks for. */
const WALLET_CONNECT_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
]

export type CreateSolanaAdapterParameters = {
  /**
   * The commitment a transaction is simulated at before it is sent: `processed`, `confirmed`,
   * `finalized`, `recent`, `single`, `singleGossip`, `root` or `max`. Default `confirmed`.
   */
  preflightCommitment?: SolanaPreflightCommitment
  /** Send without the simulation. Default `false`. */
  skipPreflight?: boolean
  /** The commitment a send waits for before it resolves, and reads use (same names). Default `confirmed`. */
  commitment?: SolanaPreflightCommitment
  /**
   * The embedded wallet on Solana: email and social login (the secure frame) give a Solana account,
   * the same login as the EVM adapter's when both have `auth`; its signatures are approved by the
   * visitor inside the frame. `true` for the defaults. Default off.
   */
  auth?: boolean | SolanaAuthParameters
  /**
   * WalletConnect sessions: `true` or its options add the `walletConnect` connector. Its SDK is
   * fetched with `import()` only when the visitor picks it or a stored session is restored. With
   * the EVM adapter's WalletConnect on too, one pairing proposes both namespaces and a wallet
   * that supports both connects both. Default: off.
   */
  walletConnect?: boolean | SolanaWalletConnectParameters
}

/** The Solana chain adapter: core's {@link ChainAdapter} for the `solana` namespace. */
export type SolanaAdapter = ChainAdapter & {
  readonly namespace: 'solana'
  reconnect(parameters: { connectorId: string }): Promise<ChainAdapterConnectResult | undefined>
  /**
   * The connected wallet as a request/response provider (`solana_signMessage`,
   * `solana_signTransaction`, `solana_signAndSendTransaction`, `solana_getAccounts`); `undefined`
   * while nothing is connected.
   */
  getProvider(): Promise<Eip1193Provider | undefined>
  /**
   * The web3.js `Connection` of a network (its RPC URL, websocket on the same port). web3.js is
   * loaded on first use.
   */
  getConnection(network: Network): Promise<Connection>
  /** Stops following the Wallet Standard registry and the wallet (tests, hot reload). */
  destroy(): void
  /**
   * Hears every WalletConnect pairing URI while a connect waits for its wallet (the modal puts it
   * in core with `setWcUri`). Returns the unsubscribe.
   */
  onPairingUri(listener: (uri: string) => void): () => void
  /** Leaves a pending WalletConnect pairing (the modal closed): its connect rejects as refused. */
  cancelPairing(): void
}

/** The session with a connected wallet. */
export type SolanaSession = {
  entry: SolanaWalletEntry
  account: WalletAccount
  network: Network
  stop: () => void
}

const sameConnectors = (a: readonly Connector[], b: readonly Connector[]): boolean =>
  JSON.stringify(a) === JSON.stringify(b)

/** Any failure of a send that is not the visitor refusing is `Failed to send transaction. Please try again.` */
function toSendError(error: unknown): Error {
  if (isUserRejectedError(error)) return normalizeWalletError(error)
  if (error instanceof InvalidSendParametersError || error instanceof SendTransactionFailedError) {
    return error
  }
  if (error instanceof BaseError && error.name === 'NoRpcUrlError') return error
  return new SendTransactionFailedError({ cause: error })
}

/**
 * Creates the Solana chain adapter on `@solana/web3.js` v1 and the Wallet Standard: wallets that
 * register with the page (`@wallet-standard/app`'s `getWallets()`) and speak Solana become
 * connectors (names and icons sanitised); connect, disconnect and reconnect after a reload (a
 * silent `standard:connect`); the wallet's account changes and disconnects reported to core;
 * message signing; SOL sends (`sendTransaction` with `to` and lamports) and SPL sends (`data:
 * 'spl-token:<mint>'`, `value` in the token's base units, the receiver's token account created when
 * missing), simulated at the chosen preflight commitment and awaited until confirmed; balances from
 * the network's RPC. Nothing touches `window` before setup.
 *
 * @example
 * const networks = [solanaDevnet].map((n) => withCloudRpc(n, { host: 'http://127.0.0.1:8787', projectId }))
 * const solana = createSolanaAdapter({ preflightCommitment: 'processed' })
 * const core = createAirlockCore({ projectId, networks, adapters: [solana] })
 * await connect(core, { connector: core.state.connectors.connectors[0] })
 * await sendTransaction(core, { to: '7v91N7iZ9mNicL8WfG6cgSCKyRXydQjLh6UYBWwm6y1Q', value: 1_000_000n })
 */
export function createSolanaAdapter(parameters: CreateSolanaAdapterParameters = {}): SolanaAdapter {
  const preflightCommitment = parameters.preflightCommitment ?? 'confirmed'
  if (!isSolanaPreflightCommitment(preflightCommitment)) {
    throw new InvalidPreflightCommitmentError({ value: preflightCommitment })
  }
  const commitment = parameters.commitment ?? 'confirmed'
  if (!isSolanaPreflightCommitment(commitment)) {
    throw new InvalidPreflightCommitmentError({ value: commitment })
  }
  const readCommitment = toCurrentCommitment(commitment)
  const authParameters = parameters.auth === true ? {} : parameters.auth || undefined

  return createAdapter(() => {
    const auth = authParameters ? createSolanaAuth(authParameters) : undefined
    let context: ChainAdapterContext | undefined
    let entries: SolanaWalletEntry[] = []
    let session: SolanaSession | undefined
    const stops: (() => void)[] = []
    const connections = new Map<string, Connection>()
    const walletConnectOptions =
      parameters.walletConnect === true ? {} : parameters.walletConnect || undefined
    const uriListeners = new Set<(uri: string) => void>()
    let walletConnect: Promise<SolanaWalletConnect> | undefined

    // Loaded with import() on first use: the SDK and this code are a chunk of their own.
    const loadWalletConnect = (): Promise<SolanaWalletConnect> => {
      walletConnect ??= import('../walletconnect/createSolanaWalletConnect').then(
        ({ createSolanaWalletConnect }) =>
          createSolanaWalletConnect({
            getContext: () => context,
            options: walletConnectOptions ?? {},
            networks,
            getChainId: () => (session?.network ?? (networks()[0] as Network)).caipNetworkId,
            onUri: (uri) => {
              for (const listener of uriListeners) listener(uri)
            },
          }),
      )
      return walletConnect
    }

    const walletConnectEntry = (wallet: Wallet): SolanaWalletEntry => ({
      wallet,
      connector: SOLANA_WALLET_CONNECT_CONNECTOR,
    })

    const connectWalletConnect = async (
      silent: boolean,
      wanted?: Network,
    ): Promise<ChainAdapterConnectResult | undefined> => {
      const wc = await loadWalletConnect()
      const result = silent ? await wc.restore(wanted) : await wc.connect(wanted)
      if (!result) return undefined
      return startSession(walletConnectEntry(result.wallet), result.account, result.network)
    }

    const networks = (): readonly Network[] => {
      const list = context?.networks.filter((network) => network.chainNamespace === 'solana') ?? []
      if (list.length === 0) {
        throw new NamespaceNotConfiguredError({
          details: 'Configure a Solana network in createAirlockCore.',
        })
      }
      return list
    }

    const loadChain = () => import('../transactions/solanaChain')
    const getConnection = async (network: Network): Promise<Connection> => {
      const key = network.rpcUrls.default.http[0] ?? network.caipNetworkId
      let connection = connections.get(key)
      if (!connection) {
        const { createSolanaConnection } = await loadChain()
        connection = connections.get(key) ?? createSolanaConnection(network, readCommitment)
        connections.set(key, connection)
      }
      return connection
    }

    const refresh = (): void => {
      const before = entries.map((item) => item.connector)
      entries = [...(auth ? [auth.entry] : []), ...getSolanaWallets(getWallets().get())]
      const connectors = entries.map((item) => item.connector)
      if (!sameConnectors(connectors, before)) context?.emit('connectorsChanged', { connectors })
    }

    /** Waits up to the injected-wallet wait for a wallet to register under `connectorId`. */
    const waitForEntry = async (connectorId: string): Promise<SolanaWalletEntry | undefined> => {
      const deadline = Date.now() + INJECTED_WALLET_WAIT_MS
      for (;;) {
        const found = entries.find((item) => item.connector.id === connectorId)
        if (found || Date.now() >= deadline) return found
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }

    const endSession = (): void => {
      session?.stop()
      session = undefined
    }

    const startSession = (
      entry: SolanaWalletEntry,
      account: WalletAccount,
      network: Network,
    ): ChainAdapterConnectResult => {
      endSession()
      const current: SolanaSession = { entry, account, network, stop: () => undefined }
      current.stop = watchWallet(entry.wallet, {
        onAccount(next) {
          if (session !== current || next.address === current.account.address) return
          current.account = next
          context?.emit('accountChanged', {
            namespace: 'solana',
            caipAddress: `${current.network.caipNetworkId}:${next.address}`,
          })
        },
        onDisconnect() {
          if (session !== current) return
          endSession()
          context?.emit('disconnected', { namespace: 'solana' })
        },
      })
      session = current
      return {
        address: account.address,
        network: network.caipNetworkId,
        connector: entry.connector,
      }
    }

    const pickNetwork = (wallet: Wallet, wanted?: Network): Network => {
      const list = networks()
      const supported = (network: Network) => wallet.chains.includes(toStandardChain(network))
      if (wanted && wanted.chainNamespace === 'solana' && supported(wanted)) return wanted
      return list.find(supported) ?? (list[0] as Network)
    }

    const connectWallet = async (
      entry: SolanaWalletEntry,
      silent: boolean,
      wanted?: Network,
    ): Promise<ChainAdapterConnectResult | undefined> => {
      if (auth && entry === auth.entry) {
        // The embedded wallet: GET_USER on the network, in the frame's session.
        const network = pickNetwork(entry.wallet, wanted)
        const account = await auth.connect(network, silent)
        return account ? startSession(entry, account, network) : undefined
      }
      const feature = entry.wallet.features['standard:connect'] as
        | { connect(input?: { silent?: boolean }): Promise<{ accounts: readonly WalletAccount[] }> }
        | undefined
      if (!feature) throw new SolanaWalletNotFoundError({ connectorId: entry.connector.id })
      const { accounts } = await feature.connect(silent ? { silent: true } : undefined)
      const account = accounts.find((item) => isSolanaAddress(item.address))
      if (!account) return undefined
      return startSession(entry, account, pickNetwork(entry.wallet, wanted))
    }

    const requireSession = (address?: string): SolanaSession => {
      if (!session || (address !== undefined && session.account.address !== address)) {
        throw new SendTransactionFailedError({
          details: 'No Solana wallet is connected for this account',
        })
      }
      return session
    }

    const adapter: SolanaAdapter = {
      namespace: 'solana',

      embeddedWallet: auth?.embeddedWallet,

      setup(setupContext: ChainAdapterContext): void {
        context = setupContext
        auth?.setup(setupContext)
        // Proposed in every pairing of the core, whichever adapter's connect starts it.
        if (walletConnectOptions) {
          setupContext.walletConnect?.register('solana', () => {
            const list = networks()
            return {
              chains: list.map((item) => item.caipNetworkId),
              methods: [...WALLET_CONNECT_METHODS],
              events: [],
              rpcMap: Object.fromEntries(
                list.map((item) => [item.caipNetworkId, item.rpcUrls.default.http[0] ?? '']),
              ),
            }
          })
        }
        const registry = getWallets()
        stops.push(registry.on('register', refresh), registry.on('unregister', refresh))
        refresh()
      },

      getConnectors: (): readonly Connector[] => [
        ...(walletConnectOptions ? [SOLANA_WALLET_CONNECT_CONNECTOR] : []),
        ...entries.map((item) => item.connector),
      ],

      async connect({ connector, network }): Promise<ChainAdapterConnectResult> {
        if (walletConnectOptions && connector.id === SOLANA_WALLET_CONNECT_CONNECTOR.id) {
          try {
            return (await connectWalletConnect(false, network)) as ChainAdapterConnectResult
          } catch (error) {
            throw normalizeWalletError(error)
          }
        }
        const entry = entries.find((item) => item.connector.id === connector.id)
        if (!entry) throw new SolanaWalletNotFoundError({ connectorId: connector.id })
        try {
          const result = await connectWallet(entry, false, network)
          if (!result)
            throw new SolanaWalletNotFoundError({
              connectorId: connector.id,
              details: 'The wallet returned no Solana account',
            })
          return result
        } catch (error) {
          throw normalizeWalletError(error)
        }
      },

      async reconnect({ connectorId }): Promise<ChainAdapterConnectResult | undefined> {
        if (walletConnectOptions && connectorId === SOLANA_WALLET_CONNECT_CONNECTOR.id) {
          try {
            return await connectWalletConnect(true, context?.getState().chain.activeNetwork)
          } catch (error) {
            throw normalizeWalletError(error)
          }
        }
        const entry = await waitForEntry(connectorId)
        if (!entry) return undefined
        try {
          return await connectWallet(entry, true, context?.getState().chain.activeNetwork)
        } catch (error) {
          throw normalizeWalletError(error)
        }
      },

      async disconnect(): Promise<void> {
        const current = session
        // Cleared first: the wallet's own change event that follows is not news to core.
        endSession()
        const feature = current?.entry.wallet.features['standard:disconnect'] as
          | { disconnect(): Promise<void> }
          | undefined
        try {
          await feature?.disconnect()
        } catch (error) {
          throw normalizeWalletError(error)
        }
      },

      async switchNetwork({ network }): Promise<void> {
        if (network.chainNamespace !== 'solana') {
          throw new ChainNotSupportedError({ caipNetworkId: network.caipNetworkId })
        }
        if (!session) return
        // Wallet Standard wallets have no "switch": the cluster is named with each request.
        const chain = toStandardChain(network)
        if (!session.entry.wallet.chains.includes(chain)) {
          throw new ChainNotSupportedError({ caipNetworkId: network.caipNetworkId })
        }
        // The embedded wallet signs and sends on the frame session's network: it follows.
        if (auth && session.entry === auth.entry) await auth.switchNetwork(network)
        session.network = network
      },

      async signMessage({ message, address }): Promise<string> {
        const current = requireSession(address)
        try {
          // Loaded on use, with its base58 encoder: connecting does not pay for it.
          const { signSolanaMessage } = await import('./signSolanaMessage')
          return await signSolanaMessage(current, message)
        } catch (error) {
          throw normalizeWalletError(error)
        }
      },

      async sendTransaction(transaction: ChainAdapterTransactionParameters): Promise<string> {
        try {
          const { to, value, data, network, address } = transaction
          if (value <= 0n || !isSolanaAddress(to)) {
            throw new InvalidSendParametersError({
              metaMessages: [`Amount: ${value}`, `Receiver: ${to || '(none)'}`],
            })
          }
          const current = requireSession(address)
          const [connection, { sendSolanaTransfer }] = await Promise.all([
            getConnection(network),
            loadChain(),
          ])
          return await sendSolanaTransfer(
            {
              wallet: current.entry.wallet,
              account: current.account,
              chain: toStandardChain(network),
              connection,
            },
            { to, value, data },
            {
              preflightCommitment,
              commitment,
              ...(parameters.skipPreflight === undefined
                ? {}
                : { skipPreflight: parameters.skipPreflight }),
            },
          )
        } catch (error) {
          throw toSendError(error)
        }
      },

      async estimateGas({ address, to, network }): Promise<bigint> {
        const [connection, { estimateTransferFee }] = await Promise.all([
          getConnection(network),
          loadChain(),
        ])
        return estimateTransferFee(connection, { address, to }, readCommitment)
      },

      async getBalance({ address, network }): Promise<{ balance: string; symbol: string }> {
        const [connection, { getSolBalance }] = await Promise.all([
          getConnection(network),
          loadChain(),
        ])
        return {
          balance: await getSolBalance(connection, address, readCommitment),
          symbol: network.nativeCurrency.symbol,
        }
      },

      async getProvider(): Promise<Eip1193Provider | undefined> {
        if (!session) return undefined
        const { createSolanaProvider } = await import('./createSolanaProvider')
        return createSolanaProvider({
          getSession: () => session,
          preflightCommitment,
          commitment,
        })
      },

      getConnection,

      onPairingUri(listener: (uri: string) => void): () => void {
        uriListeners.add(listener)
        return () => uriListeners.delete(listener)
      },

      cancelPairing(): void {
        if (walletConnect) void walletConnect.then((wc) => wc.cancelPairing())
      },

      destroy(): void {
        endSession()
        auth?.destroy()
        for (const stop of stops.splice(0)) stop()
      },
    }
    return adapter
  })
}

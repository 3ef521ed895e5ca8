import type { Snapshot } from 'valtio/vanilla'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../caip/types'
import type { Connector } from '../connectors/types'
import type {
  ChainAdapterEmbeddedWallet,
  EmbeddedState,
  EmbeddedWalletUser,
} from '../embedded/types'
import type { Network } from '../networks/types'
import type { Metadata } from '../options/types'
import type { AirlockState } from '../state/types'
import type { AirlockStorage } from '../storage/types'
import type { WalletConnectHub } from '../walletconnect/types'

/**
 * What an adapter reports to core through `emit`: an account or chain change syncs the
 * account, an unknown chain follows the UnsupportedChain rules, a session delete disconnects.
 */
export type ChainAdapterEvents = {
  accountChanged: { namespace: ChainNamespace; caipAddress: CaipAddress }
  chainChanged: { namespace: ChainNamespace; caipNetworkId: CaipNetworkId }
  connectorsChanged: { connectors: readonly Connector[] }
  disconnected: { namespace: ChainNamespace }
}

/**
 * An EIP-1193 provider: what a wallet exposes to a page (`request`, and the event methods most
 * wallets have). `useAirlockProvider` hands the connected wallet's to the dapp.
 */
export type Eip1193Provider = {
  request(arguments_: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (...arguments_: never[]) => void): unknown
  removeListener?(event: string, listener: (...arguments_: never[]) => void): unknown
}

/** The name of a {@link ChainAdapterEvents} event. */
export type ChainAdapterEventName = keyof ChainAdapterEvents

/** Reports an adapter event to the core it is set up in. */
export type ChainAdapterEmit = <event extends ChainAdapterEventName>(
  event: event,
  payload: ChainAdapterEvents[event],
) => void

/** What `setup` receives: a line back to the one core instance the adapter belongs to. */
export type ChainAdapterContext = {
  /** Reports wallet events to the core. */
  emit: ChainAdapterEmit
  /** A read-only snapshot of the core's state. */
  getState(): Snapshot<AirlockState>
  /** The core's storage. */
  storage: AirlockStorage
  /** The networks the dapp configured. */
  networks: readonly Network[]
  /** The project id, when configured. */
  projectId: string | undefined
  /**
   * The WalletConnect relay core was given (`relayUrl`, default `DEFAULT_RELAY_URL`): where an
   * adapter's WalletConnect sessions pair unless the adapter was given its own.
   */
  relayUrl: string
  /**
   * The embedded wallet's secure site core was given, as an origin (`secureSiteUrl`, default
   * `DEFAULT_SECURE_SITE_URL`): where an adapter's auth frame loads unless given its own.
   */
  secureSiteUrl: string
  /**
   * The cloud core was given (`apiUrl`, default `DEFAULT_API_URL`): its RPC proxy
   * (`/v1/?chainId=&projectId=`) serves an adapter's WalletConnect reads. Optional for adapters
   * set up by an older core.
   */
  apiUrl?: string
  /** The dapp's metadata (`metadata`), shown in wallets that ask to connect; `undefined` if unset. */
  metadata: Metadata | undefined
  /**
   * The WalletConnect session the core's adapters share: one pairing proposes every registered
   * namespace. Optional for adapters set up by an older core.
   */
  walletConnect?: WalletConnectHub
  /** The core's embedded-wallet session, for an adapter with an `embeddedWallet`. */
  embedded: ChainAdapterEmbeddedContext
}

/**
 * The core's embedded-wallet session as an adapter's AUTH connector uses it (its EIP-1193 glue):
 * bound to the core the adapter is set up in.
 */
export type ChainAdapterEmbeddedContext = {
  /** A read-only snapshot of `core.state.embedded`. */
  getState(): Snapshot<EmbeddedState>
  /** Calls `listener` after every change of the embedded state; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
  /** The chain the dapp is on for the embedded wallet's namespace. */
  getChainId(): number
  /** The chain of the last session (the stored last-used chain), as a number. */
  getLastChainId(): number | undefined
  /**
   * GET_USER, remembered as the session. `chainId`: an eip155 chain number, or a CAIP-2 id of
   * another namespace (`solana:<reference>`) for that namespace's account of the same login.
   */
  getUser(parameters: { chainId: number | string }): Promise<EmbeddedWalletUser>
  /** Whether a stored session is live (IS_CONNECTED). */
  isAuthorized(): Promise<boolean>
  /** SIGN_OUT; the session is forgotten whatever the frame says. */
  signOut(): Promise<void>
  /**
   * SWITCH_NETWORK (a chain number, or a CAIP-2 id such as `solana:<reference>`); resolves to the
   * chain the frame is on.
   */
  switchNetwork(parameters: { chainId: number | string }): Promise<number | string>
  /** An RPC request: allow-list, then the frame (unsafe methods approved inside the frame). */
  request(parameters: { method: string; params?: unknown }): Promise<unknown>
}

/** What a successful connect or reconnect returns. */
export type ChainAdapterConnectResult = {
  /** The account address, without the CAIP prefix. */
  address: string
  /** The network the wallet is on. */
  network: CaipNetworkId
  /** The connector that connected (for a multi-chain connector, the chain's own one). */
  connector: Connector
}

/** Parameters of {@link ChainAdapter.sendTransaction} and {@link ChainAdapter.estimateGas}. */
export type ChainAdapterTransactionParameters = {
  /** The sender. */
  address: string
  to: string
  value: bigint
  data?: string
  network: Network
}

/**
 * A chain adapter: everything core needs from one chain namespace, as a plain object (like
 * wagmi's `createConnector`). Adapters never touch core's state directly: they answer calls and
 * report wallet events through the `emit` they get in `setup`. One adapter object belongs to one
 * core instance. Build one with `createAdapter`.
 */
export type ChainAdapter = {
  /** The namespace this adapter serves; at most one adapter per namespace. */
  readonly namespace: ChainNamespace
  /** Called once by `createAirlockCore` with a context bound to that instance. */
  setup(context: ChainAdapterContext): void | Promise<void>
  /** The connectors known now; later changes are reported with `connectorsChanged`. */
  getConnectors(): readonly Connector[]
  /** Asks the wallet behind `connector` for an account. */
  connect(parameters: {
    connector: Connector
    network?: Network
  }): Promise<ChainAdapterConnectResult>
  /** Ends the wallet session. */
  disconnect(): Promise<void>
  /**
   * Asks the wallet to switch. A wallet that does not know the chain is asked to add it; if that
   * fails too the adapter throws `ChainNotSupportedError` (`Chain is not supported`).
   */
  switchNetwork(parameters: { network: Network }): Promise<void>
  /** Signs a message with `address`; resolves to the signature. */
  signMessage(parameters: { message: string; address: string }): Promise<string>
  /** Sends a transaction; resolves to its hash. */
  sendTransaction(parameters: ChainAdapterTransactionParameters): Promise<string>
  /** Estimates the gas of a transaction. */
  estimateGas(parameters: ChainAdapterTransactionParameters): Promise<bigint>
  /** The native balance of `address`, formatted for display. */
  getBalance(parameters: {
    address: string
    network: Network
  }): Promise<{ balance: string; symbol: string }>
  /**
   * The connected wallet's EIP-1193 provider, for a dapp that talks to the wallet itself
   * (`useAirlockProvider` in React); `undefined` while nothing is connected. Optional: an adapter
   * without one hands out no provider.
   */
  getProvider?(): Promise<Eip1193Provider | undefined>
  /** Restores a stored connection; resolves to `undefined` when the wallet has no session. */
  reconnect?(parameters: { connectorId: string }): Promise<ChainAdapterConnectResult | undefined>
  /**
   * The adapter's embedded wallet (email and social login through the secure frame): its AUTH
   * connector and how to create the frame. Core holds the session and runs the flows.
   */
  readonly embeddedWallet?: ChainAdapterEmbeddedWallet | undefined
}

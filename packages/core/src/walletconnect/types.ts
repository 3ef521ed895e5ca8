import type { ChainNamespace } from '../caip/types'
import type { SIWXSession } from '../options/types'

/** The dapp's description shown in the wallet when it asks to connect. */
export type WalletConnectMetadata = {
  name: string
  description: string
  url: string
  icons: string[]
}

/** An async key-value store, as the WalletConnect SDK persists its state through. */
export type WalletConnectStorage = {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

/** What one namespace asks the wallet for in a session proposal (CAIP-25). */
export type WalletConnectNamespaceProposal = {
  /** CAIP-2 chain ids, e.g. `eip155:1`, `solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`. */
  chains: string[]
  methods: string[]
  events: string[]
  /** RPC URL per CAIP-2 chain id: where the SDK sends reads (never a public RPC). */
  rpcMap: Record<string, string>
}

/** How the SDK is started: the first adapter to need it gives these, for the whole core. */
export type WalletConnectProviderOptions = {
  projectId: string
  relayUrl: string
  metadata: WalletConnectMetadata
  storagePrefix: string
  /** The SDK's key-value storage; default the SDK's own (IndexedDB in a browser). */
  storage?: WalletConnectStorage
}

/**
 * One WalletConnect session per core, shared by its adapters: each adapter registers the
 * namespace it serves, every pairing proposes all of them, and the SDK is started once (by the
 * first adapter that needs it), so a wallet that supports several namespaces connects them all
 * with one approval.
 */
export type WalletConnectHub = {
  /** Proposes `namespace` in every pairing of this core; `proposal` is read at each pairing. */
  register(namespace: ChainNamespace, proposal: () => WalletConnectNamespaceProposal): void
  /** The namespaces registered so far, as a pairing proposes them (`optionalNamespaces`). */
  getNamespaces(): Record<string, WalletConnectNamespaceProposal>
  /**
   * The SDK's provider, started on the first call (the SDK is fetched with `import()` then) with
   * that call's options; later calls get the same provider whatever options they give.
   */
  getProvider(options: () => WalletConnectProviderOptions): Promise<WalletConnectProvider>
  /**
   * Starts a pairing on `provider` proposing `namespaces` and resolves once the wallet settled a
   * session (`undefined` if it did not). With one-click sign-in on (`getAuthentication`), eip155
   * proposed and `authenticate` not false, the wallet is asked to connect and sign in with one
   * approval (an eip155-only session); a wallet that cannot falls back to a plain session.
   */
  pair(
    provider: WalletConnectProvider,
    namespaces: Record<string, WalletConnectNamespaceProposal>,
    options?: { authenticate?: boolean },
  ): Promise<unknown>
  /**
   * An adapter found the session gone (a request answered `No matching key` or an expired
   * session): core tells the visitor the session expired, as when the wallet deletes it.
   */
  sessionEnded?(): void
  /** One-click sign-in (loaded on first use), there when core's `siwx` is configured. */
  getAuthentication?(): Promise<WalletConnectAuthentication>
}

/** The sign-in a WalletConnect pairing asks for (CAIP-122 fields: chains, uri, domain, nonce). */
export type WalletConnectAuthenticateRequest = {
  /** eip155 CAIP-2 ids only, at least one. */
  chains: string[]
  domain: string
  uri: string
  nonce: string
  statement?: string
  /** Expiration time (ISO 8601). */
  exp?: string
  /** Not before (ISO 8601). */
  nbf?: string
  resources?: string[]
  /** The methods the resulting session may call (a ReCap in the signed text). */
  methods: string[]
}

/** How a pairing signs the visitor in (core's `siwx`). */
export type WalletConnectAuthentication = {
  /** The request for a pairing on `chains`, or `undefined` to pair without signing in. */
  request(chains: readonly string[]): Promise<WalletConnectAuthenticateRequest | undefined>
  /** The wallet signed in while connecting: keeps the sessions (no separate sign-in prompt). */
  complete(sessions: readonly SIWXSession[]): Promise<void>
}

/** The SDK's provider (`@walletconnect/universal-provider`). */
export type WalletConnectProvider = InstanceType<
  typeof import('@walletconnect/universal-provider').UniversalProvider
>

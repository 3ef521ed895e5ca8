import type { WalletConnectMetadata, WalletConnectStorage } from '@airlock/core'

export type { WalletConnectMetadata, WalletConnectStorage }

/**
 * What the WalletConnect connector needs; the adapter fills what is left out from core's options
 * (`createAirlockCore({ relayUrl, metadata })`), so a dapp configures them once.
 */
export type WalletConnectParameters = {
  /**
   * The relay's WebSocket URL; given here, it wins over core's. Default: core's `relayUrl` (itself
   * defaulting to the local cloud's, `ws://127.0.0.1:8789`).
   */
  relayUrl?: string
  /**
   * Shown in the wallet; given here, it wins over core's. Default: core's `metadata`, else the
   * page's title and origin.
   */
  metadata?: WalletConnectMetadata
  /**
   * The cloud whose RPC proxy (`/v1/?chainId=&projectId=`) answers reads over the session for a
   * network whose RPC is not a proxy URL already; given here, it wins over core's `apiUrl`.
   */
  apiUrl?: string
  /** Prefix of the SDK's storage keys (two clients on one page need different ones). */
  storagePrefix?: string
  /**
   * Where the SDK keeps its sessions and keys. Default: the SDK's own, IndexedDB in a browser (a
   * `walletconnect.db` folder in Node, so a server-side or test client passes its own).
   */
  storage?: WalletConnectStorage
}

/** A minimal EIP-1193 event provider, as the SDK's provider is seen by the connector. */
export type WalletConnectRequester = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

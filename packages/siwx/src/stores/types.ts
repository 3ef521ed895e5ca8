import type { CaipNetworkId, SIWXMessage, SIWXSession } from '@airlock/core'

/**
 * Where sign-in sessions live and how they are checked: the small interface a dapp implements to
 * plug its own backend. `localSiwxStore` (the browser) and `cloudSiwxStore` (the cloud) are two.
 */
export type SiwxStore = {
  /** A fresh nonce for the next message (single use). */
  getNonce(input: { chainId: CaipNetworkId; accountAddress: string }): Promise<string>
  /** Optional: builds the message to sign; `createSiwx` builds an EIP-4361 one when absent. */
  createMessage?(input: { chainId: CaipNetworkId; accountAddress: string }): Promise<SIWXMessage>
  /** Checks a signed session (throws `SiwxVerificationError`) and keeps it. */
  verify(session: SIWXSession): Promise<void>
  /** The valid sessions of one account on one chain. */
  getSessions(chainId: CaipNetworkId, address: string): Promise<readonly SIWXSession[]>
  /** Ends the sessions of one account on one chain. */
  revoke(chainId: CaipNetworkId, address: string): Promise<void>
}

/** The string storage a browser store keeps sessions in (`localStorage` fits). */
export type SiwxStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

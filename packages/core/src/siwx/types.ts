import type { CaipNetworkId } from '../caip/types'

/** The fields a legacy sign-in-with-Ethereum config receives to build its message text. */
export type SIWECreateMessageArgs = {
  address: string
  /** The numeric chain id, e.g. `1`. */
  chainId: number
  nonce: string
  domain: string
  uri: string
  version: '1'
  statement?: string
  issuedAt: string
  expirationTime?: string
}

/** The signed-in account a legacy sign-in-with-Ethereum config reports. */
export type SIWESession = { address: string; chainId: number }

/**
 * The legacy sign-in-with-Ethereum config (`siweConfig`): the dapp builds, verifies and keeps its
 * sessions itself; the modal asks for the signature in its `ConnectingSiwe` view. Use `siwx` for
 * new code; the two cannot be combined.
 */
export type SIWEConfig = {
  /** Sign-in is required: closing the sign view is refused and cancelling disconnects. */
  required?: boolean
  /** The domain, URI, statement and lifetime (seconds) of the message; default: the page's. */
  getMessageParams?(): Promise<{
    domain?: string
    uri?: string
    statement?: string
    expiry?: number
  }>
  getNonce(address?: string): Promise<string>
  /** The text the wallet signs. */
  createMessage(args: SIWECreateMessageArgs): string
  /** Whether the signature is good; the dapp's server keeps the session when it is. */
  verifyMessage(args: { message: string; signature: string }): Promise<boolean>
  /** The signed-in account, or `null`. */
  getSession(): Promise<SIWESession | null>
  /** Ends the session; called when the visitor disconnects. */
  signOut(): Promise<boolean>
}

/** The account and network a sign-in is for. */
export type SiwxPair = { chainId: CaipNetworkId; address: string }

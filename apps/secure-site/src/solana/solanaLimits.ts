/**
 * Size limits of Solana requests, checked before anything is decoded or shown: a larger request is
 * refused with `Payload Too Large` (400) and never reaches the approval screen.
 */
export const SOLANA_LIMITS = {
  /** Bytes of a message to sign (`solana_signMessage`), e.g. a Sign-In-With-Solana text. */
  messageBytes: 4096,
  /** Bytes of a serialized transaction: Solana's packet size, nothing larger can be sent. */
  transactionBytes: 1232,
  /** Instructions of one transaction shown on the approval screen. */
  instructions: 32,
} as const

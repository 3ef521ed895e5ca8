/** Size of the in-memory log buffer, in bytes. */
export const LOG_BUFFER_BYTES = 1024000 as const
/** Default log level. */
export const DEFAULT_LOG_LEVEL = 'error' as const
/** Default secure-site version (frame query parameter `version`). */
export const SECURE_SITE_VERSION = 4 as const
/** Default frame query parameter `chainId`. */
export const DEFAULT_FRAME_CHAIN_ID = 'eip155:1' as const
/** Entries of the recommended wallet list. */
export const RECOMMENDED_WALLETS_COUNT = 4 as const
/** Entries per page of the full wallet list. */
export const WALLETS_PAGE_SIZE = 40 as const
/** Entries of a wallet search. */
export const WALLET_SEARCH_ENTRIES = 100 as const
/** Images fetched at most for a wallet search. */
export const WALLET_SEARCH_MAX_IMAGES = 20 as const
/** Recent wallets kept in storage. */
export const MAX_RECENT_WALLETS = 2 as const
/** Fee range shown for on-ramp providers. */
export const ONRAMP_FEE_RANGE = '1-2%' as const
/** On-ramp limits used when the provider gives none. */
export const ONRAMP_FALLBACK_LIMITS = {
  card: { min: 10, max: 7500 },
  bankAccount: { min: 10, max: 25000 },
} as const
/** Swap slippage tolerance in percent: shown and sent with build-transaction. */
export const SWAP_SLIPPAGE = 1 as const
/** Decimals shown for token quantities. */
export const QUANTITY_DISPLAY_DECIMALS = 3 as const
/** Balance shown when none is known. */
export const BALANCE_FALLBACK = { value: '0.00', symbol: 'ETH' } as const
/** Solana preflight commitment options. */
export const SOLANA_COMMITMENTS = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const
/** A Solana preflight commitment. */
export type SolanaCommitment = (typeof SOLANA_COMMITMENTS)[number]
/** Type of the transactions the kit builds (send, swap, approve). */
export const TRANSACTION_TYPE = 'legacy' as const
/** Name normalisation: a label past this many characters is invalid. */
export const ACCOUNT_NAME_MAX_LABEL_LENGTH = 63 as const
/** Name normalisation: more non-spacing marks in a row than this is invalid. */
export const ACCOUNT_NAME_MAX_NONSPACING_MARKS = 4 as const

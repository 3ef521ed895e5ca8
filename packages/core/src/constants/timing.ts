// Timings of the product, in milliseconds unless the name says otherwise. Each is the spec's literal.

/** How long the modal shakes. SPEC.md §2. */
export const MODAL_SHAKE_MS = 500 as const
/** Header text animation. SPEC.md §2. */
export const HEADER_TEXT_ANIMATION_MS = 120 as const
/** Modal height animation. SPEC.md §2. */
export const MODAL_HEIGHT_ANIMATION_MS = 150 as const
/** View transition. SPEC.md §2. */
export const VIEW_TRANSITION_MS = 150 as const
/** A toast (snackbar) can be shown again after this. SPEC.md §2. */
export const SNACKBAR_RESHOW_MS = 150 as const
/** Image preload time-out (2 s). SPEC.md §2. */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2000 as const
/** Minimum wait of a wallet search. SPEC.md §2. */
export const WALLET_SEARCH_MIN_WAIT_MS = 300 as const

/** A pairing expires 4 minutes after creation. SPEC.md §4, §9; SPEC-READINGS "Values". */
export const PAIRING_LIFETIME_MS = 240000 as const
/** A pairing counts as expired when this much or less remains. SPEC.md §4, §9. */
export const PAIRING_EXPIRY_MARGIN_MS = 10000 as const
/** Proposal time-to-live: 5 min. SPEC.md §9. */
export const PROPOSAL_TTL_MS = 300000 as const
/** Session lifetime: 7 days. SPEC.md §9. */
export const SESSION_LIFETIME_MS = 604800000 as const
/** Lower bound of a request expiry: 5 min. SPEC.md §9. */
export const REQUEST_EXPIRY_MIN_MS = 300000 as const
/** Upper bound of a request expiry: 7 days. SPEC.md §9. */
export const REQUEST_EXPIRY_MAX_MS = 604800000 as const
/** WalletConnect request history records last 30 days. SPEC.md §9; SPEC-READINGS "Values". */
export const HISTORY_RECORD_TTL_MS = 2592000000 as const

/** Extra wait after the frame's READY before it counts as ready. SPEC.md §4, §9. */
export const FRAME_READY_DELAY_MS = 500 as const
/** A second email login within this is refused, with a countdown. SPEC.md §4, §9. */
export const EMAIL_LOGIN_RETRY_MS = 30000 as const
/** A failed balance fetch is retried no sooner than this. SPEC.md §8, §9. */
export const BALANCE_RETRY_MS = 30000 as const
/** Local-storage cache of the portfolio balance. SPEC.md §9. */
export const BALANCE_CACHE_TTL_MS = 30000 as const
/** Local-storage cache of the native balance. SPEC.md §9. */
export const NATIVE_BALANCE_CACHE_TTL_MS = 30000 as const
/** Local-storage cache of ENS names: 5 min. SPEC.md §9. */
export const ENS_CACHE_TTL_MS = 300000 as const
/** Local-storage cache of identities: 5 min. SPEC.md §9. */
export const IDENTITY_CACHE_TTL_MS = 300000 as const
/** Time-out of email, device, OTP, social connect and social redirect URI requests. SPEC.md §9. */
export const FRAME_REQUEST_TIMEOUT_MS = 30000 as const
/** Default HTTP RPC time-out. SPEC.md §9. */
export const RPC_TIMEOUT_MS = 10000 as const
/** Wait for a transaction receipt. SPEC.md §9. */
export const TRANSACTION_RECEIPT_TIMEOUT_MS = 25000 as const
/** Wallet-disconnect permission revoke. SPEC.md §9. */
export const WALLET_DISCONNECT_REVOKE_MS = 100 as const
/** Wait for an injected wallet to appear. SPEC.md §9. */
export const INJECTED_WALLET_WAIT_MS = 1000 as const
/** Pending-transaction polling interval (polling is off by default). SPEC.md §9. */
export const PENDING_TRANSACTIONS_POLL_MS = 30000 as const
/** The cap on watched pending transactions (a count, not a time). SPEC.md §9. */
export const MAX_PENDING_TRANSACTIONS = 99 as const
/** Heartbeat: 5 s. SPEC.md §9. */
export const HEARTBEAT_MS = 5000 as const
/** A disallowed RPC method shows `Action not allowed` after this. SPEC.md §8. */
export const DISALLOWED_RPC_MESSAGE_DELAY_MS = 300 as const
/** Dropdown menu type-ahead reset. SPEC.md §9. */
export const DROPDOWN_TYPEAHEAD_RESET_MS = 1000 as const
/** Dropdown sub-menu open delay. SPEC.md §9. */
export const DROPDOWN_SUBMENU_OPEN_DELAY_MS = 100 as const
/** Dropdown pointer grace period. SPEC.md §9. */
export const DROPDOWN_POINTER_GRACE_MS = 300 as const

// Timings of the product, in milliseconds unless the name says otherwise. Each is the spec's literal.

/** How long the modal shakes. */
export const MODAL_SHAKE_MS = 500 as const
/** Header text animation. */
export const HEADER_TEXT_ANIMATION_MS = 120 as const
/** Modal height animation. */
export const MODAL_HEIGHT_ANIMATION_MS = 150 as const
/** View transition. */
export const VIEW_TRANSITION_MS = 150 as const
/** A toast (snackbar) can be shown again after this. */
export const SNACKBAR_RESHOW_MS = 150 as const
/** Image preload time-out (2 s). */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2000 as const
/** Minimum wait of a wallet search. */
export const WALLET_SEARCH_MIN_WAIT_MS = 300 as const

/** A pairing expires 4 minutes after creation. */
export const PAIRING_LIFETIME_MS = 240000 as const
/** A pairing counts as expired when this much or less remains. */
export const PAIRING_EXPIRY_MARGIN_MS = 10000 as const
/** Proposal time-to-live: 5 min. */
export const PROPOSAL_TTL_MS = 300000 as const
/** Session lifetime: 7 days. */
export const SESSION_LIFETIME_MS = 604800000 as const
/** Lower bound of a request expiry: 5 min. */
export const REQUEST_EXPIRY_MIN_MS = 300000 as const
/** Upper bound of a request expiry: 7 days. */
export const REQUEST_EXPIRY_MAX_MS = 604800000 as const
/** WalletConnect request history records last 30 days. */
export const HISTORY_RECORD_TTL_MS = 2592000000 as const

/** Extra wait after the frame's READY before it counts as ready. */
export const FRAME_READY_DELAY_MS = 500 as const
/** A second email login within this is refused, with a countdown. */
export const EMAIL_LOGIN_RETRY_MS = 30000 as const
/** A failed balance fetch is retried no sooner than this. */
export const BALANCE_RETRY_MS = 30000 as const
/** Local-storage cache of the portfolio balance. */
export const BALANCE_CACHE_TTL_MS = 30000 as const
/** Local-storage cache of the native balance. */
export const NATIVE_BALANCE_CACHE_TTL_MS = 30000 as const
/** Local-storage cache of ENS names: 5 min. */
export const ENS_CACHE_TTL_MS = 300000 as const
/** Local-storage cache of identities: 5 min. */
export const IDENTITY_CACHE_TTL_MS = 300000 as const
/** Time-out of email, device, OTP, social connect and social redirect URI requests. */
export const FRAME_REQUEST_TIMEOUT_MS = 30000 as const
/** Default HTTP RPC time-out. */
export const RPC_TIMEOUT_MS = 10000 as const
/** Wait for a transaction receipt. */
export const TRANSACTION_RECEIPT_TIMEOUT_MS = 25000 as const
/** Wallet-disconnect permission revoke. */
export const WALLET_DISCONNECT_REVOKE_MS = 100 as const
/** Wait for an injected wallet to appear. */
export const INJECTED_WALLET_WAIT_MS = 1000 as const
/** Pending-transaction polling interval (polling is off by default). */
export const PENDING_TRANSACTIONS_POLL_MS = 30000 as const
/** The cap on watched pending transactions (a count, not a time). */
export const MAX_PENDING_TRANSACTIONS = 99 as const
/** Heartbeat: 5 s. */
export const HEARTBEAT_MS = 5000 as const
/** A disallowed RPC method shows `Action not allowed` after this. */
export const DISALLOWED_RPC_MESSAGE_DELAY_MS = 300 as const
/** Dropdown menu type-ahead reset. */
export const DROPDOWN_TYPEAHEAD_RESET_MS = 1000 as const
/** Dropdown sub-menu open delay. */
export const DROPDOWN_SUBMENU_OPEN_DELAY_MS = 100 as const
/** Dropdown pointer grace period. */
export const DROPDOWN_POINTER_GRACE_MS = 300 as const

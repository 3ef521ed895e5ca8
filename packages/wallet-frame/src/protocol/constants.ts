/**
 * Type prefix of every event the page (the app) sends to the secure frame (the
 * prefix the AppKit secure site uses).
 */
export const APP_EVENT_PREFIX = '@w3m-app/' as const

/** Type prefix of every event the secure frame sends to the page. */
export const FRAME_EVENT_PREFIX = '@w3m-frame/' as const

/** Suffix of a frame reply that answers a request successfully: `@w3m-frame/<EVENT>_SUCCESS`. */
export const SUCCESS_SUFFIX = '_SUCCESS' as const

/** Suffix of a frame reply that reports a failed request: `@w3m-frame/<EVENT>_ERROR`. */
export const ERROR_SUFFIX = '_ERROR' as const

/** The app events the page can send. */
export const APP_EVENT_NAMES = [
  'SWITCH_NETWORK',
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
  'GET_FARCASTER_URI',
  'CONNECT_FARCASTER',
  'GET_USER',
  'SIGN_OUT',
  'IS_CONNECTED',
  'GET_CHAIN_ID',
  'RPC_REQUEST',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'INIT_SMART_ACCOUNT',
  'SET_PREFERRED_ACCOUNT',
  'RELOAD',
  // Ours, beyond SPEC.md §7 (the approval and key export happen inside the frame now):
  'CANCEL_REQUEST',
  'EXPORT_PRIVATE_KEY',
] as const

/**
 * How the frame answers an unsafe RPC_REQUEST the visitor rejected inside the frame, or that the
 * page cancelled (CANCEL_REQUEST) before the visitor approved it: an ERROR reply with EIP-1193's
 * user-rejection code and message.
 */
export const FRAME_USER_REJECTED = {
  code: 4001,
  message: 'User rejected the request.',
} as const

/** The events the frame pushes on its own (not replies). */
export const FRAME_PUSH_EVENT_NAMES = ['READY', 'SESSION_UPDATE'] as const

/** Social providers a redirect URI can be asked for (farcaster has its own flow). */
export const FRAME_SOCIAL_PROVIDERS = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
] as const

/** Account types an embedded wallet can prefer. */
export const FRAME_ACCOUNT_TYPES = ['eoa', 'smartAccount'] as const

/** Replies to CONNECT_EMAIL. */
export const CONNECT_EMAIL_ACTIONS = ['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'] as const

/** Replies to UPDATE_EMAIL. */
export const UPDATE_EMAIL_ACTIONS = ['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'] as const

/**
 * Size limits of the wire format, so a hostile message cannot make either end allocate or walk
 * much. An email's 254 is RFC 5321's path limit.
 */
export const PROTOCOL_LIMITS = {
  /** The whole `type` string. */
  typeLength: 96,
  /** A request id (a UUID is 36). */
  idLength: 64,
  email: 254,
  /** A social redirect (with `code` and `state`) or a Farcaster URI. */
  uri: 4096,
  /** A SESSION_UPDATE token or an IS_CONNECTED token. */
  token: 8192,
  /** An error message from the frame. */
  message: 1024,
  /** Names, versions, ids and other short labels. */
  label: 256,
  /** An RPC method name. */
  method: 64,
  /** Accounts in a user reply; networks in the smart-account list. */
  accounts: 32,
  networks: 1024,
  /** Theme variables and dapp icons. */
  themeVariables: 128,
  icons: 16,
  /** RPC params (page -> frame): nodes, total string characters, depth. */
  rpcParams: { nodes: 10_000, chars: 1_048_576, depth: 32 },
  /** RPC results (frame -> page): logs and blocks can be large. */
  rpcResult: { nodes: 200_000, chars: 8_388_608, depth: 32 },
} as const

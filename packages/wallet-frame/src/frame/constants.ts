import type { AppEventName } from '../protocol/types'

/** The iframe's id. */
export const FRAME_IFRAME_ID = 'w3m-iframe' as const

/** The iframe's stacking level. */
export const FRAME_Z_INDEX = 999999 as const

/** The chain the frame starts on unless told otherwise. */
export const DEFAULT_FRAME_CHAIN_ID = 'eip155:1' as const

/** The secure-site version asked for unless told otherwise. */
export const DEFAULT_FRAME_VERSION = 4 as const

/** The wait after READY before the frame counts as ready. */
export const FRAME_READY_DELAY_MS = 500 as const

/**
 * How long the page waits for READY before it reports `Unable to load email login dependency`.
 * Long enough for a cold secure site on a loaded machine.
 */
export const FRAME_LOAD_TIMEOUT_MS = 20_000 as const

/** The request time-out (email, device, OTP, social connect, social redirect URI). */
export const FRAME_REQUEST_TIMEOUT_MS = 30_000 as const

/** The requests that time out after {@link FRAME_REQUEST_TIMEOUT_MS} by default. */
export const FRAME_TIMED_REQUESTS: readonly AppEventName[] = [
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
]

/**
 * The delay before the UI shows its message for a method outside the allow-list.
 */
export const RPC_NOT_ALLOWED_MESSAGE_DELAY_MS = 300 as const

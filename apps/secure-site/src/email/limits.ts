/** A mailed code (OTP or device link) is valid this long (not in the spec; our choice). */
export const CODE_TTL_MS = 10 * 60_000
/** Wrong codes allowed per mailed code; then a new code is needed (our choice). */
export const CODE_MAX_ATTEMPTS = 5
/** A second login email to the same address is refused within this (SPEC §4, §9: 30 s). */
export const EMAIL_RETRY_MS = 30_000
/** How long CONNECT_DEVICE, social and Farcaster waits hold a request before answering "not yet". */
export const WAIT_MS = 25_000
/** A session lives this long (SPEC §9's session lifetime, 7 days). */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60_000
/** A social or Farcaster login must finish within this. */
export const FLOW_TTL_MS = 10 * 60_000

/** How long a nonce from `POST /v1/siwx/nonces` can be used: 5 minutes. */
export const SIWX_NONCE_TTL_MS = 5 * 60_000

/** The longest a session lasts, whatever its message's expiration time: 7 days. */
export const SIWX_SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60_000

/** The largest signed message the cloud keeps (characters). */
export const SIWX_MAX_MESSAGE_CHARS = 4096

/** The largest signature the cloud checks (hex characters; ERC-6492 wrappers carry init code). */
export const SIWX_MAX_SIGNATURE_CHARS = 16_384

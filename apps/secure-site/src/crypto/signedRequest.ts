/**
 * The headers of a signed API call from the frame. `key` is the device public key (base64url of
 * its JWK), `project` the frame's project id, `timestamp` ms since the epoch, `nonce` 16 random
 * bytes (base64url), `signature` the ECDSA P-256 / SHA-256 signature (IEEE P1363, base64url) over
 * {@link requestSigningInput}.
 */
export const SIGNED_REQUEST_HEADERS = {
  key: 'x-airlock-device-key',
  project: 'x-airlock-project',
  timestamp: 'x-airlock-timestamp',
  nonce: 'x-airlock-nonce',
  signature: 'x-airlock-signature',
} as const

/** Every API answer carries the server's clock (ms) in this header (see createCallApi). */
export const SERVER_TIME_HEADER = 'x-airlock-server-time'

/** How far a signed request's timestamp may be from the server's clock, either way. */
export const SIGNED_REQUEST_MAX_SKEW_MS = 60_000

/** The ECDSA parameters of device keys (WebCrypto). */
export const DEVICE_KEY_ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const
/** The signature parameters of device keys (WebCrypto). */
export const DEVICE_SIGNATURE_ALGORITHM = { name: 'ECDSA', hash: 'SHA-256' } as const

/**
 * The text a signed request's signature covers: a version tag, the method, the path, the
 * project, the timestamp, the nonce and the body's SHA-256, one per line. The session token is not
 * in it: a session is bound to one key, so the token only says which session the key speaks for.
 *
 * @example
 * requestSigningInput({ method: 'POST', path: '/api/user', projectId, timestamp, nonce, bodyHash })
 */
export function requestSigningInput(params: {
  method: string
  path: string
  projectId: string
  timestamp: string
  nonce: string
  bodyHash: string
}): string {
  return [
    'airlock-api-v1',
    params.method,
    params.path,
    params.projectId,
    params.timestamp,
    params.nonce,
    params.bodyHash,
  ].join('\n')
}

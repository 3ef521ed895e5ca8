import { base64url } from '../crypto/base64url'
import { sha256Base64url } from '../crypto/sha256Base64url'
import {
  DEVICE_SIGNATURE_ALGORITHM,
  requestSigningInput,
  SIGNED_REQUEST_HEADERS,
} from '../crypto/signedRequest'
import type { DeviceKey } from './deviceKey'

/**
 * The headers that sign one `POST <path>` with a device key: the public key (base64url of its
 * JWK), the project, a timestamp, a fresh random nonce and the ECDSA signature over
 * `requestSigningInput` (the body's SHA-256 included, so the body cannot be changed either).
 *
 * @example
 * const headers = await signRequest({ key, path: '/api/user', projectId, body: '{}', timestamp: Date.now() })
 */
export async function signRequest(params: {
  key: DeviceKey
  path: string
  projectId: string
  body: string
  timestamp: number
}): Promise<Record<string, string>> {
  const timestamp = String(Math.round(params.timestamp))
  const nonce = base64url(crypto.getRandomValues(new Uint8Array(16)))
  const input = requestSigningInput({
    method: 'POST',
    path: params.path,
    projectId: params.projectId,
    timestamp,
    nonce,
    bodyHash: await sha256Base64url(params.body),
  })
  const signature = await crypto.subtle.sign(
    DEVICE_SIGNATURE_ALGORITHM,
    params.key.privateKey,
    new TextEncoder().encode(input),
  )
  return {
    [SIGNED_REQUEST_HEADERS.key]: base64url(
      new TextEncoder().encode(JSON.stringify(params.key.publicJwk)),
    ),
    [SIGNED_REQUEST_HEADERS.project]: params.projectId,
    [SIGNED_REQUEST_HEADERS.timestamp]: timestamp,
    [SIGNED_REQUEST_HEADERS.nonce]: nonce,
    [SIGNED_REQUEST_HEADERS.signature]: base64url(signature),
  }
}

import type { Context } from 'hono'
import { toDevicePublicKey } from '../crypto/devicePublicKey'
import { fromBase64url } from '../crypto/fromBase64url'
import { jwkThumbprint } from '../crypto/jwkThumbprint'
import { sha256Base64url } from '../crypto/sha256Base64url'
import {
  DEVICE_KEY_ALGORITHM,
  DEVICE_SIGNATURE_ALGORITHM,
  requestSigningInput,
  SIGNED_REQUEST_HEADERS,
  SIGNED_REQUEST_MAX_SKEW_MS,
} from '../crypto/signedRequest'
import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import type { SiteContext } from '../server/SiteContext'
import type { SignedRequest } from './SignedRequest'

/**
 * Checks the device signature of an API call (headers of `signRequest`): a known project, a
 * timestamp within 60 s of the server's clock, an EC P-256 public key, a valid ECDSA signature over
 * method, path, project, timestamp, nonce and the body's SHA-256, and a nonce this key never used
 * (kept in the database, so every process on one Postgres refuses a replay). Throws 401 (403 for an
 * unknown project) otherwise. Reads the body as text; `c.req.json()` still works afterwards.
 *
 * @example
 * const signed = await verifySignedRequest(ctx, c) // { publicKey, thumbprint, projectId }
 */
export async function verifySignedRequest(ctx: SiteContext, c: Context): Promise<SignedRequest> {
  const header = (name: string) => c.req.header(name) ?? ''
  const invalid = () => new SecureSiteError(secureSiteMessages.invalidSignature, 401)
  const projectId = header(SIGNED_REQUEST_HEADERS.project)
  const timestamp = header(SIGNED_REQUEST_HEADERS.timestamp)
  const nonce = header(SIGNED_REQUEST_HEADERS.nonce)
  const keyBytes = fromBase64url(header(SIGNED_REQUEST_HEADERS.key))
  const signature = fromBase64url(header(SIGNED_REQUEST_HEADERS.signature))
  if (!/^\d{1,16}$/.test(timestamp) || !/^[A-Za-z0-9_-]{16,64}$/.test(nonce)) throw invalid()
  if (!keyBytes || keyBytes.length > 512 || signature?.length !== 64) throw invalid()
  if (!ctx.config.projects.some((p) => p.id === projectId))
    throw new SecureSiteError(secureSiteMessages.unknownProject, 403)
  const now = ctx.now()
  if (Math.abs(Number(timestamp) - now) > SIGNED_REQUEST_MAX_SKEW_MS)
    throw new SecureSiteError(secureSiteMessages.staleRequest, 401)
  let publicKey: SignedRequest['publicKey'] | undefined
  try {
    publicKey = toDevicePublicKey(JSON.parse(new TextDecoder().decode(keyBytes)))
  } catch {
    publicKey = undefined
  }
  if (!publicKey) throw invalid()
  const input = requestSigningInput({
    method: c.req.method,
    path: c.req.path,
    projectId,
    timestamp,
    nonce,
    bodyHash: await sha256Base64url(await c.req.text()),
  })
  let valid = false
  try {
    const key = await crypto.subtle.importKey('jwk', publicKey, DEVICE_KEY_ALGORITHM, false, [
      'verify',
    ])
    valid = await crypto.subtle.verify(
      DEVICE_SIGNATURE_ALGORITHM,
      key,
      signature,
      new TextEncoder().encode(input),
    )
  } catch {
    valid = false
  }
  if (!valid) throw invalid()
  const thumbprint = await jwkThumbprint(publicKey)
  // Only after the signature checks out, so nobody can fill the table with junk. Kept past the
  // whole window a timestamp can be accepted in.
  const stored = await ctx.store.query(
    `insert into secure_request_nonces (device_key_thumbprint, nonce, expires_at) values ($1, $2, $3)
     on conflict do nothing returning nonce`,
    [thumbprint, nonce, Number(timestamp) + 2 * SIGNED_REQUEST_MAX_SKEW_MS],
  )
  if (stored.rows.length === 0) throw new SecureSiteError(secureSiteMessages.replayedRequest, 401)
  if (now - ctx.nonceSweep.at > SIGNED_REQUEST_MAX_SKEW_MS) {
    ctx.nonceSweep.at = now
    await ctx.store.query('delete from secure_request_nonces where expires_at < $1', [now])
  }
  return { publicKey, thumbprint, projectId }
}

import { hashToken } from '../crypto/hashToken'
import { randomToken } from '../crypto/randomToken'
import { SESSION_TTL_MS } from '../email/limits'
import type { SiteContext } from '../server/SiteContext'
import type { SignedRequest } from './SignedRequest'

/**
 * Opens a session bound to the device key that signed the login step, and returns its token (the
 * frame keeps it; SESSION_UPDATE{token}). The token names the session; only a call signed by that
 * key can use it. Only the token's hash is stored.
 *
 * @example
 * const token = await createSession(ctx, { userId, device: signed, chainId: 1 })
 */
export async function createSession(
  ctx: SiteContext,
  params: { userId: string; device: SignedRequest; chainId: number },
): Promise<string> {
  const token = randomToken()
  const now = ctx.now()
  await ctx.store.query(
    `insert into secure_sessions (token_hash, user_id, project_id, chain_id, expires_at, created_at,
       device_key_thumbprint, device_public_key)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
    [
      hashToken(token),
      params.userId,
      params.device.projectId,
      String(params.chainId),
      now + SESSION_TTL_MS,
      now,
      params.device.thumbprint,
      JSON.stringify(params.device.publicKey),
    ],
  )
  return token
}

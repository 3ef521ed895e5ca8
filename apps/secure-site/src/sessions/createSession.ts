import { hashToken } from '../crypto/hashToken'
import { randomToken } from '../crypto/randomToken'
import { SESSION_TTL_MS } from '../email/limits'
import type { SiteContext } from '../server/SiteContext'

/**
 * Opens a session and returns its token (the frame keeps it; SESSION_UPDATE{token}). Only the
 * token's hash is stored.
 *
 * @example
 * const token = await createSession(ctx, { userId, projectId: 'airlock-demo', chainId: 1 })
 */
export async function createSession(
  ctx: SiteContext,
  params: { userId: string; projectId: string; chainId: number },
): Promise<string> {
  const token = randomToken()
  const now = ctx.now()
  await ctx.store.query(
    `insert into secure_sessions (token_hash, user_id, project_id, chain_id, expires_at, created_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      hashToken(token),
      params.userId,
      params.projectId,
      String(params.chainId),
      now + SESSION_TTL_MS,
      now,
    ],
  )
  return token
}

import type { CloudContext } from '../server/types'
import { tokenHash } from './tokenHash'

/**
 * Ends the session behind an `Authorization: Bearer <token>` header in `projectId`; `false` when
 * there was no live one (revoking twice is not an error for the caller).
 *
 * @example
 * await revokeSession(ctx, 'demo', c.req.header('authorization'))
 */
export async function revokeSession(
  ctx: CloudContext,
  projectId: string,
  authorization: string | undefined,
): Promise<boolean> {
  const hash = tokenHash(authorization)
  if (!hash) return false
  const { rows } = await ctx.store.query<{ token_hash: string }>(
    `update siwx_sessions set revoked_at = now()
     where token_hash = $1 and project_id = $2 and revoked_at is null
     returning token_hash`,
    [hash, projectId],
  )
  return rows.length > 0
}

import type { SIWXSession } from '@airlock/core'
import { parseSiwxMessage } from '@airlock/siwx/server'
import type { CloudContext } from '../server/types'
import { tokenHash } from './tokenHash'

/** What `GET /v1/siwx/sessions/current` answers. */
export type FoundSession = { session: SIWXSession; expiresAt: string }

/**
 * The live session behind an `Authorization: Bearer <token>` header in `projectId`, or
 * `undefined` when the token is unknown, revoked or expired.
 *
 * @example
 * const found = await findSession(ctx, 'demo', c.req.header('authorization'))
 */
export async function findSession(
  ctx: CloudContext,
  projectId: string,
  authorization: string | undefined,
): Promise<FoundSession | undefined> {
  const hash = tokenHash(authorization)
  if (!hash) return undefined
  const { rows } = await ctx.store.query<{
    message: string
    signature: string
    expires_at: string | Date
  }>(
    `select message, signature, expires_at from siwx_sessions
     where token_hash = $1 and project_id = $2 and revoked_at is null and expires_at > now()`,
    [hash, projectId],
  )
  const row = rows[0]
  if (!row) return undefined
  return {
    session: {
      data: parseSiwxMessage(row.message),
      message: row.message,
      signature: row.signature,
    },
    expiresAt: new Date(row.expires_at).toISOString(),
  }
}

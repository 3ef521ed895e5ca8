import { randomBytes } from 'node:crypto'
import type { CloudContext } from '../server/types'
import { SIWX_NONCE_TTL_MS } from './siwxRules'

/**
 * A new sign-in nonce for `projectId`: 24 random alphanumeric characters (EIP-4361 asks for 8 or
 * more), good once, for `SIWX_NONCE_TTL_MS`. Nonces expired for an hour are swept on the way.
 *
 * @example
 * const { nonce, expiresAt } = await issueNonce(ctx, 'demo')
 */
export async function issueNonce(
  ctx: CloudContext,
  projectId: string,
): Promise<{ nonce: string; expiresAt: string }> {
  const nonce = randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')
  const expiresAt = new Date(Date.now() + SIWX_NONCE_TTL_MS)
  await ctx.store.query(`delete from siwx_nonces where expires_at < now() - interval '1 hour'`)
  await ctx.store.query(
    'insert into siwx_nonces (nonce, project_id, expires_at) values ($1, $2, $3)',
    [nonce, projectId, expiresAt.toISOString()],
  )
  return { nonce, expiresAt: expiresAt.toISOString() }
}

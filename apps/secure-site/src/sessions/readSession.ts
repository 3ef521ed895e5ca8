import { hashToken } from '../crypto/hashToken'
import type { SiteContext } from '../server/SiteContext'
import type { UserRow } from '../users/types'

export type Session = {
  tokenHash: string
  projectId: string
  chainId: number
  /** The Solana network (CAIP-2 id) the session is on; null until a Solana chain was asked for. */
  solanaChainId: string | null
  user: UserRow
  /** The device key the session is bound to (null for a session made before device keys). */
  deviceKeyThumbprint: string | null
}

/**
 * The live session of a token, with its user; undefined when unknown, revoked or expired. It
 * does not check who asks: routes use `requireSession`, which also checks the device signature.
 *
 * @example
 * const session = await readSession(ctx, token)
 */
export async function readSession(
  ctx: SiteContext,
  token: string | undefined,
): Promise<Session | undefined> {
  if (!token) return undefined
  const tokenHash = hashToken(token)
  const { rows } = await ctx.store.query<
    UserRow & {
      project_id: string
      chain_id: string
      solana_chain_id: string | null
      expires_at: string
      device_key_thumbprint: string | null
    }
  >(
    `select u.*, s.project_id, s.chain_id, s.solana_chain_id, s.expires_at, s.device_key_thumbprint from secure_sessions s
     join secure_users u on u.id = s.user_id where s.token_hash = $1`,
    [tokenHash],
  )
  const row = rows[0]
  if (!row || Number(row.expires_at) <= ctx.now()) return undefined
  const {
    project_id,
    chain_id,
    solana_chain_id,
    expires_at: _,
    device_key_thumbprint,
    ...user
  } = row
  return {
    tokenHash,
    projectId: project_id,
    chainId: Number(chain_id),
    solanaChainId: solana_chain_id,
    user,
    deviceKeyThumbprint: device_key_thumbprint,
  }
}

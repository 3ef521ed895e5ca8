import { hashToken } from '../crypto/hashToken'
import { safeEqual } from '../crypto/safeEqual'
import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import type { SiteContext } from '../server/SiteContext'
import { waitFor } from '../server/waitFor'
import { createSession } from '../sessions/createSession'
import { loadWalletAccounts } from '../smartAccount/loadWalletAccounts'
import { toUserPayload } from '../users/toUserPayload'
import type { UserPayload, UserRow } from '../users/types'

/**
 * CONNECT_SOCIAL and CONNECT_FARCASTER: waits (up to 25 s) for the flow to finish, checks the
 * frame's secret, and turns the flow into a session once (the flow row is deleted).
 *
 * @example
 * const { token, user } = await waitForFlow(ctx, { id: state, kind: 'social', secret, chainId: 1 })
 */
export async function waitForFlow(
  ctx: SiteContext,
  params: {
    id: string
    kind: 'social' | 'farcaster'
    secret: string
    chainId: number
    signal?: AbortSignal
  },
): Promise<{ token: string; user: UserPayload }> {
  const pending =
    params.kind === 'social'
      ? secureSiteMessages.socialPending
      : secureSiteMessages.farcasterPending
  const flow = await waitFor(
    async () => {
      const { rows } = await ctx.store.query<{
        secret_hash: string
        project_id: string
        user_id: string | null
        error: string | null
        expires_at: string
      }>(
        'select secret_hash, project_id, user_id, error, expires_at from secure_flows where id = $1 and kind = $2',
        [params.id, params.kind],
      )
      const row = rows[0]
      if (
        !row ||
        !safeEqual(hashToken(params.secret), row.secret_hash) ||
        Number(row.expires_at) <= ctx.now()
      )
        throw new SecureSiteError(secureSiteMessages.unknownFlow, 400)
      if (row.error) throw new SecureSiteError(row.error, 400)
      return row.user_id ? row : undefined
    },
    undefined,
    params.signal,
  )
  if (!flow?.user_id) throw new SecureSiteError(pending, 408)
  const deleted = await ctx.store.query('delete from secure_flows where id = $1 returning id', [
    params.id,
  ])
  if (deleted.rows.length === 0) throw new SecureSiteError(secureSiteMessages.unknownFlow, 400)
  const { rows } = await ctx.store.query<UserRow>('select * from secure_users where id = $1', [
    flow.user_id,
  ])
  const user = rows[0]
  if (!user) throw new SecureSiteError(secureSiteMessages.unknownFlow, 400)
  const token = await createSession(ctx, {
    userId: user.id,
    projectId: flow.project_id,
    chainId: params.chainId,
  })
  const accounts = await loadWalletAccounts(ctx, user, params.chainId, flow.project_id)
  return { token, user: toUserPayload(user, params.chainId, accounts) }
}

import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import type { SiteContext } from '../server/SiteContext'
import { waitFor } from '../server/waitFor'
import { createSession } from '../sessions/createSession'
import type { SignedRequest } from '../sessions/SignedRequest'
import { loadWalletAccounts } from '../smartAccount/loadWalletAccounts'
import { toUserPayload } from '../users/toUserPayload'
import type { UserPayload, UserRow } from '../users/types'

/**
 * CONNECT_FARCASTER: waits (up to 25 s) for the channel to be completed, then turns it into a
 * session once (the flow row is deleted). Only the device key (and project) that opened the
 * channel may wait on it or collect it; the session is bound to that key.
 *
 * @example
 * const { token, user } = await waitForFarcaster(ctx, { channel, device: signed, chainId: 1 })
 */
export async function waitForFarcaster(
  ctx: SiteContext,
  params: { channel: string; device: SignedRequest; chainId: number; signal?: AbortSignal },
): Promise<{ token: string; user: UserPayload }> {
  const flow = await waitFor(
    async () => {
      const { rows } = await ctx.store.query<{
        user_id: string | null
        error: string | null
        expires_at: string
      }>(
        `select user_id, error, expires_at from secure_flows where id = $1 and kind = 'farcaster'
         and device_key_thumbprint = $2 and project_id = $3`,
        [params.channel, params.device.thumbprint, params.device.projectId],
      )
      const row = rows[0]
      if (!row || Number(row.expires_at) <= ctx.now())
        throw new SecureSiteError(secureSiteMessages.unknownFlow, 400)
      if (row.error) throw new SecureSiteError(row.error, 400)
      return row.user_id ? row : undefined
    },
    undefined,
    params.signal,
  )
  if (!flow?.user_id) throw new SecureSiteError(secureSiteMessages.farcasterPending, 408)
  const deleted = await ctx.store.query('delete from secure_flows where id = $1 returning id', [
    params.channel,
  ])
  if (deleted.rows.length === 0) throw new SecureSiteError(secureSiteMessages.unknownFlow, 400)
  const { rows } = await ctx.store.query<UserRow>('select * from secure_users where id = $1', [
    flow.user_id,
  ])
  const user = rows[0]
  if (!user) throw new SecureSiteError(secureSiteMessages.unknownFlow, 400)
  const token = await createSession(ctx, {
    userId: user.id,
    device: params.device,
    chainId: params.chainId,
  })
  const accounts = await loadWalletAccounts(ctx, user, params.chainId, params.device.projectId)
  return { token, user: toUserPayload(user, params.chainId, accounts) }
}

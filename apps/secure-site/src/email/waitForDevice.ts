import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import type { SiteContext } from '../server/SiteContext'
import { waitFor } from '../server/waitFor'
import { issueCode } from './issueCode'

/**
 * CONNECT_DEVICE: waits (up to 25 s) for the device link of `flowId` to be opened, then mails
 * the login code and answers VERIFY_OTP with the code's flow id. Still waiting after that: an
 * error the page may retry. Only the device key that started the flow may wait on it.
 *
 * @example
 * const { flowId: otpFlow } = await waitForDevice(ctx, { flowId, deviceKey: signed.thumbprint })
 */
export async function waitForDevice(
  ctx: SiteContext,
  params: { flowId: string; deviceKey: string; signal?: AbortSignal },
): Promise<{ action: 'VERIFY_OTP'; flowId: string }> {
  const row = await waitFor(
    async () => {
      const { rows } = await ctx.store.query<{
        email: string
        used_at: string | null
        data: Record<string, unknown>
      }>(`select email, used_at, data from secure_codes where id = $1 and purpose = 'device'`, [
        params.flowId,
      ])
      const found = rows[0]
      if (!found || found.data.deviceKey !== params.deviceKey)
        throw new SecureSiteError(secureSiteMessages.unknownFlow, 400)
      return found.used_at === null ? undefined : found
    },
    undefined,
    params.signal,
  )
  if (!row) throw new SecureSiteError(secureSiteMessages.deviceNotVerified, 408)
  // The device flow is used up once, so this code is mailed once per approved link.
  const claimed = await ctx.store.query<{ id: string }>(
    `update secure_codes set data = data || '{"followed": true}'::jsonb
     where id = $1 and not (data ? 'followed') returning id`,
    [params.flowId],
  )
  if (!claimed.rows[0]) throw new SecureSiteError(secureSiteMessages.unknownFlow, 400)
  const flowId = await issueCode(ctx, { purpose: 'login', email: row.email, data: row.data })
  return { action: 'VERIFY_OTP', flowId }
}

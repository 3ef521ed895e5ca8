import type { SiteContext } from '../server/SiteContext'
import { checkCode } from './checkCode'

/**
 * The device link from the mail (`<flowId>.<token>`): uses up the link and marks the device as
 * verified for the email's user. The waiting CONNECT_DEVICE then goes on to the code.
 *
 * @example
 * await approveDevice(ctx, new URL(link).searchParams.get('token') ?? '')
 */
export async function approveDevice(ctx: SiteContext, link: string): Promise<void> {
  const dot = link.indexOf('.')
  const row = await checkCode(ctx, {
    flowId: link.slice(0, dot),
    purpose: 'device',
    code: link.slice(dot + 1),
  })
  const { rows } = await ctx.store.query<{ id: string }>(
    'select id from secure_users where email = $1',
    [row.email],
  )
  const userId = rows[0]?.id
  // The device hash was stored when the link was mailed; the raw device id never reaches here.
  if (userId && typeof row.data.deviceHash === 'string')
    await ctx.store.query(
      `insert into secure_devices (user_id, device_hash, created_at) values ($1, $2, $3) on conflict do nothing`,
      [userId, row.data.deviceHash, ctx.now()],
    )
}

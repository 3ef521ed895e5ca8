import { hashToken } from '../crypto/hashToken'
import type { SiteContext } from '../server/SiteContext'

/**
 * Records a device as verified for a user (the frame's random device id, hashed).
 *
 * @example
 * await rememberDevice(ctx, user.id, deviceId)
 */
export async function rememberDevice(
  ctx: SiteContext,
  userId: string,
  deviceId: string,
): Promise<void> {
  await ctx.store.query(
    `insert into secure_devices (user_id, device_hash, created_at) values ($1, $2, $3)
     on conflict do nothing`,
    [userId, hashToken(deviceId), ctx.now()],
  )
}

import { hashToken } from '../crypto/hashToken'
import type { SiteContext } from '../server/SiteContext'
import { assertCanSendEmail } from './assertCanSendEmail'
import { issueCode } from './issueCode'

export type ConnectEmailReturnType = { action: 'VERIFY_DEVICE' | 'VERIFY_OTP'; flowId: string }

/**
 * CONNECT_EMAIL: refuses a second email within 30 s, then either mails a device link (the email
 * has a wallet and this device was never verified for it: VERIFY_DEVICE) or a login code
 * (VERIFY_OTP). A new email gets a code at once; its first login verifies the device.
 *
 * @example
 * const { action, flowId } = await connectEmail(ctx, { email, deviceId, projectId, deviceKey: signed.thumbprint })
 */
export async function connectEmail(
  ctx: SiteContext,
  params: { email: string; deviceId: string; projectId: string; deviceKey: string },
): Promise<ConnectEmailReturnType> {
  const email = params.email.toLowerCase()
  await assertCanSendEmail(ctx, email)
  const { rows } = await ctx.store.query<{ id: string; known: boolean }>(
    `select u.id, exists (select 1 from secure_devices d where d.user_id = u.id and d.device_hash = $2) as known
     from secure_users u where u.email = $1`,
    [email, hashToken(params.deviceId)],
  )
  const user = rows[0]
  // The flow belongs to the device key that asked: only it can enter the code (verifyLoginOtp).
  const data = {
    projectId: params.projectId,
    deviceHash: hashToken(params.deviceId),
    deviceKey: params.deviceKey,
  }
  if (user && !user.known)
    return {
      action: 'VERIFY_DEVICE',
      flowId: await issueCode(ctx, { purpose: 'device', email, data }),
    }
  return { action: 'VERIFY_OTP', flowId: await issueCode(ctx, { purpose: 'login', email, data }) }
}

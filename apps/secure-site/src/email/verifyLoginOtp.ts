import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import type { SiteContext } from '../server/SiteContext'
import { createSession } from '../sessions/createSession'
import type { SignedRequest } from '../sessions/SignedRequest'
import { loadWalletAccounts } from '../smartAccount/loadWalletAccounts'
import { createUser } from '../users/createUser'
import { rememberDevice } from '../users/rememberDevice'
import { toUserPayload } from '../users/toUserPayload'
import type { UserPayload, UserRow } from '../users/types'
import { checkCode } from './checkCode'

/**
 * CONNECT_OTP: checks the code (with the client's IP for the OTP limits), creates the user and
 * wallet on a first login, verifies this device, and opens a session bound to the device key that
 * signed the request, which must be the key that started the flow. Returns the session token (for
 * SESSION_UPDATE) and the user.
 *
 * @example
 * const { token, user } = await verifyLoginOtp(ctx, { flowId, otp, deviceId, device: signed, chainId: 1, ip })
 */
export async function verifyLoginOtp(
  ctx: SiteContext,
  params: {
    flowId: string
    otp: string
    deviceId: string
    device: SignedRequest
    chainId: number
    ip: string
  },
): Promise<{ token: string; user: UserPayload }> {
  const code = await checkCode(ctx, {
    flowId: params.flowId,
    purpose: 'login',
    code: params.otp,
    ip: params.ip,
  })
  if (code.data.deviceKey !== params.device.thumbprint)
    throw new SecureSiteError(secureSiteMessages.unknownFlow, 400)
  const user = await ctx.store.transaction(async (tx) => {
    const { rows } = await tx.query<UserRow>('select * from secure_users where email = $1', [
      code.email,
    ])
    return rows[0] ?? createUser(ctx, tx, { email: code.email })
  })
  await rememberDevice(ctx, user.id, params.deviceId)
  const token = await createSession(ctx, {
    userId: user.id,
    device: params.device,
    chainId: params.chainId,
  })
  const projectId = params.device.projectId
  const accounts = await loadWalletAccounts(ctx, user, params.chainId, projectId)
  return { token, user: toUserPayload(user, params.chainId, accounts) }
}

import type { SiteContext } from '../server/SiteContext'
import { createSession } from '../sessions/createSession'
import { loadWalletAccounts } from '../smartAccount/loadWalletAccounts'
import { createUser } from '../users/createUser'
import { rememberDevice } from '../users/rememberDevice'
import { toUserPayload } from '../users/toUserPayload'
import type { UserPayload, UserRow } from '../users/types'
import { checkCode } from './checkCode'

/**
 * CONNECT_OTP: checks the code, creates the user and wallet on a first login, verifies this
 * device, and opens a session. Returns the session token (for SESSION_UPDATE) and the user.
 *
 * @example
 * const { token, user } = await verifyLoginOtp(ctx, { flowId, otp, deviceId, projectId, chainId: 1 })
 */
export async function verifyLoginOtp(
  ctx: SiteContext,
  params: { flowId: string; otp: string; deviceId: string; projectId: string; chainId: number },
): Promise<{ token: string; user: UserPayload }> {
  const code = await checkCode(ctx, { flowId: params.flowId, purpose: 'login', code: params.otp })
  const user = await ctx.store.transaction(async (tx) => {
    const { rows } = await tx.query<UserRow>('select * from secure_users where email = $1', [
      code.email,
    ])
    return rows[0] ?? createUser(ctx, tx, { email: code.email })
  })
  await rememberDevice(ctx, user.id, params.deviceId)
  const token = await createSession(ctx, {
    userId: user.id,
    projectId: params.projectId,
    chainId: params.chainId,
  })
  const accounts = await loadWalletAccounts(ctx, user, params.chainId, params.projectId)
  return { token, user: toUserPayload(user, params.chainId, accounts) }
}

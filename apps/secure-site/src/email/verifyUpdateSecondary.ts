import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import type { SiteContext } from '../server/SiteContext'
import type { Session } from '../sessions/readSession'
import { checkCode } from './checkCode'

/**
 * UPDATE_EMAIL_SECONDARY_OTP: the code from the new email proves it; the user's email changes
 * (the wallet and its sessions stay) and the reply carries `newEmail`.
 *
 * @example
 * const { newEmail } = await verifyUpdateSecondary(ctx, session, { flowId, otp })
 */
export async function verifyUpdateSecondary(
  ctx: SiteContext,
  session: Session,
  params: { flowId: string; otp: string; ip?: string },
): Promise<{ newEmail: string }> {
  const row = await checkCode(ctx, {
    flowId: params.flowId,
    purpose: 'update_secondary',
    code: params.otp,
    ...(params.ip === undefined ? {} : { ip: params.ip }),
  })
  if (row.data.userId !== session.user.id)
    throw new SecureSiteError(secureSiteMessages.unknownFlow, 400)
  try {
    await ctx.store.query('update secure_users set email = $2 where id = $1', [
      session.user.id,
      row.email,
    ])
  } catch (error) {
    // The unique index: someone took the address between the two steps.
    throw new SecureSiteError(secureSiteMessages.emailTaken, 400, { cause: error })
  }
  return { newEmail: row.email }
}

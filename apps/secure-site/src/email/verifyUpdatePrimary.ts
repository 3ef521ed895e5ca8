import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import type { SiteContext } from '../server/SiteContext'
import type { Session } from '../sessions/readSession'
import { assertCanSendEmail } from './assertCanSendEmail'
import { checkCode } from './checkCode'
import { issueCode } from './issueCode'

/**
 * UPDATE_EMAIL_PRIMARY_OTP: the code from the current email proves the owner; a code then goes
 * to the new email (VERIFY_SECONDARY_OTP).
 *
 * @example
 * const { flowId: secondFlow } = await verifyUpdatePrimary(ctx, session, { flowId, otp })
 */
export async function verifyUpdatePrimary(
  ctx: SiteContext,
  session: Session,
  params: { flowId: string; otp: string; ip?: string },
): Promise<{ action: 'VERIFY_SECONDARY_OTP'; flowId: string }> {
  const row = await checkCode(ctx, {
    flowId: params.flowId,
    purpose: 'update_primary',
    code: params.otp,
    ...(params.ip === undefined ? {} : { ip: params.ip }),
  })
  const newEmail = row.data.newEmail
  if (row.data.userId !== session.user.id || typeof newEmail !== 'string')
    throw new SecureSiteError(secureSiteMessages.unknownFlow, 400)
  await assertCanSendEmail(ctx, newEmail, 'update')
  const flowId = await issueCode(ctx, {
    purpose: 'update_secondary',
    email: newEmail,
    data: { userId: session.user.id },
  })
  return { action: 'VERIFY_SECONDARY_OTP', flowId }
}

import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import type { SiteContext } from '../server/SiteContext'
import type { Session } from '../sessions/readSession'
import { assertCanSendEmail } from './assertCanSendEmail'
import { issueCode } from './issueCode'

/**
 * UPDATE_EMAIL: mails a code to the current (primary) email and answers VERIFY_PRIMARY_OTP. The
 * new address must be free; only email users have an email to change. A second change code to
 * one address within 30 s is refused, as for login codes.
 *
 * @example
 * const { action, flowId } = await startEmailUpdate(ctx, session, { email: 'new@example.com' })
 */
export async function startEmailUpdate(
  ctx: SiteContext,
  session: Session,
  params: { email: string },
): Promise<{ action: 'VERIFY_PRIMARY_OTP'; flowId: string }> {
  const email = params.email.toLowerCase()
  const current = session.user.email
  if (!current || session.user.social_provider)
    throw new SecureSiteError(secureSiteMessages.notSignedIn, 400)
  if (email === current) throw new SecureSiteError(secureSiteMessages.sameEmail, 400)
  const taken = await ctx.store.query('select 1 from secure_users where email = $1', [email])
  if (taken.rows.length > 0) throw new SecureSiteError(secureSiteMessages.emailTaken, 400)
  await assertCanSendEmail(ctx, current, 'update')
  const flowId = await issueCode(ctx, {
    purpose: 'update_primary',
    email: current,
    data: { userId: session.user.id, newEmail: email },
  })
  return { action: 'VERIFY_PRIMARY_OTP', flowId }
}

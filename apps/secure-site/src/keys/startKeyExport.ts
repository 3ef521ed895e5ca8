import { assertCanSendEmail } from '../email/assertCanSendEmail'
import { issueCode } from '../email/issueCode'
import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import type { SiteContext } from '../server/SiteContext'
import type { Session } from '../sessions/readSession'

/**
 * The first step of a key export: mails a fresh one-time code to the wallet's email (throttled
 * like login codes: one per 30 s per address) and resolves the flow id the frame keeps, with the
 * address masked for the screen. A wallet without an email (social or Farcaster login only) is
 * refused with `exportNeedsEmail`: a session alone never reveals the key, a second factor the
 * site can check is needed, and email is the only one it has.
 *
 * @example
 * const { flowId, email } = await startKeyExport(ctx, session) // email: 'a***@example.com'
 */
export async function startKeyExport(
  ctx: SiteContext,
  session: Session,
): Promise<{ flowId: string; email: string }> {
  const email = session.user.email
  if (!email) throw new SecureSiteError(secureSiteMessages.exportNeedsEmail, 400)
  await assertCanSendEmail(ctx, email, 'export')
  const flowId = await issueCode(ctx, {
    purpose: 'export_key',
    email,
    data: { userId: session.user.id },
  })
  const [name = '', domain = ''] = email.split('@')
  return { flowId, email: `${name.slice(0, 1)}***@${domain}` }
}

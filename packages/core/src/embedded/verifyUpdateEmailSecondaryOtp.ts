import type { AirlockCore } from '../createAirlockCore'
import { requestEmbeddedFrame } from './requestEmbeddedFrame'

/**
 * Finishes an email change with the code sent to the new address (UPDATE_EMAIL_SECONDARY_OTP):
 * the new email is stored and the user follows. Resolves to the new email.
 *
 * @example
 * const { newEmail } = await verifyUpdateEmailSecondaryOtp(core, { otp: '654321' })
 */
export async function verifyUpdateEmailSecondaryOtp(
  core: AirlockCore,
  { otp }: { otp: string },
): Promise<{ newEmail: string }> {
  const reply = await requestEmbeddedFrame<{ newEmail: string }>(
    core,
    'UPDATE_EMAIL_SECONDARY_OTP',
    { otp },
  )
  core.storage.setEmail(reply.newEmail)
  const embedded = core.state.embedded
  embedded.email = reply.newEmail
  if (embedded.user) embedded.user.email = reply.newEmail
  return reply
}

import type { AirlockCore } from '../createAirlockCore'
import { requestEmbeddedFrame } from './requestEmbeddedFrame'

export type UpdateEmailParameters = { email: string }

/** Which code to confirm first: the one sent to the current address, or to the new one. */
export type UpdateEmailReturnType = { action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }

/**
 * Starts changing the login email (UPDATE_EMAIL); the answer says which code comes first.
 *
 * @example
 * const { action } = await updateEmail(core, { email: 'new@example.org' })
 * if (action === 'VERIFY_PRIMARY_OTP') await verifyUpdateEmailPrimaryOtp(core, { otp })
 */
export function updateEmail(
  core: AirlockCore,
  { email }: UpdateEmailParameters,
): Promise<UpdateEmailReturnType> {
  return requestEmbeddedFrame(core, 'UPDATE_EMAIL', { email })
}

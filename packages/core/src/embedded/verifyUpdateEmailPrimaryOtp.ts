import type { AirlockCore } from '../createAirlockCore'
import { requestEmbeddedFrame } from './requestEmbeddedFrame'

/**
 * Confirms an email change with the code sent to the current address (UPDATE_EMAIL_PRIMARY_OTP);
 * the code sent to the new address follows.
 *
 * @example
 * await verifyUpdateEmailPrimaryOtp(core, { otp: '123456' })
 */
export async function verifyUpdateEmailPrimaryOtp(
  core: AirlockCore,
  { otp }: { otp: string },
): Promise<void> {
  await requestEmbeddedFrame(core, 'UPDATE_EMAIL_PRIMARY_OTP', { otp })
}

import type { AirlockCore } from '../createAirlockCore'
import { requestEmbeddedFrame } from './requestEmbeddedFrame'
import type { EmbeddedWalletTimeout } from './types'

export type VerifyOtpParameters = { otp: string } & EmbeddedWalletTimeout

/**
 * Sends the mailed code (CONNECT_OTP). Rejects with the secure site's answer (`Invalid code`,
 * `Code expired, request a new one`, `Too many attempts, request a new code`) or on a time-out.
 * Then {@link finishEmbeddedLogin} connects.
 *
 * @example
 * await verifyOtp(core, { otp: '123456' })
 * await finishEmbeddedLogin(core)
 */
export async function verifyOtp(
  core: AirlockCore,
  { otp, onTimeout }: VerifyOtpParameters,
): Promise<void> {
  await requestEmbeddedFrame(core, 'CONNECT_OTP', { otp }, { onTimeout })
}

import { EMAIL_LOGIN_RETRY_MS } from '../constants/timing'
import type { AirlockCore } from '../createAirlockCore'
import { EmailLoginRetryError } from '../errors/embedded'
import { requestEmbeddedFrame } from './requestEmbeddedFrame'
import type { EmbeddedWalletTimeout } from './types'

export type ConnectEmailParameters = { email: string } & EmbeddedWalletTimeout

/** The frame's answer: the next step of the login. */
export type ConnectEmailReturnType = { action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT' }

export type ConnectEmailErrorType = EmailLoginRetryError

/**
 * Starts an email login (CONNECT_EMAIL): the secure site mails a code (VERIFY_OTP), asks to
 * approve this browser first (VERIFY_DEVICE) or knows it already (CONNECT). The time is stored; a
 * second attempt within 30 s is refused with `Please try again after N seconds`
 * ({@link EmailLoginRetryError}, whose `retryAt` lets a view count down).
 *
 * @example
 * const { action } = await connectEmail(core, { email: 'visitor@example.org' })
 * if (action === 'VERIFY_OTP') await verifyOtp(core, { otp: '123456' })
 */
export async function connectEmail(
  core: AirlockCore,
  { email, onTimeout }: ConnectEmailParameters,
): Promise<ConnectEmailReturnType> {
  const { storage } = core
  const last = storage.getLastEmailLoginTime()
  const now = Date.now()
  if (last !== undefined && now >= last && now - last < EMAIL_LOGIN_RETRY_MS) {
    throw new EmailLoginRetryError({ retryAt: last + EMAIL_LOGIN_RETRY_MS, now })
  }
  const reply = await requestEmbeddedFrame<ConnectEmailReturnType>(
    core,
    'CONNECT_EMAIL',
    { email },
    { onTimeout },
  )
  storage.setLastEmailLoginTime(Date.now())
  return reply
}

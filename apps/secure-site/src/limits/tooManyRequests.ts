import { en, formatMessage } from '@airlock/core'
import { SecureSiteError } from '../errors/SecureSiteError'

/**
 * The 429 of a flood limit: `Please try again after N seconds` (core's catalogue, as the OTP
 * limits say it) with `Retry-After: N`.
 *
 * @example
 * if (!decision.ok) throw tooManyRequests(decision.retryAfterSeconds)
 */
export function tooManyRequests(seconds: number): SecureSiteError {
  const whole = Math.max(1, Math.ceil(seconds))
  return new SecureSiteError(formatMessage(en, 'pleaseTryAgainAfter', { seconds: whole }), 429, {
    retryAfterSeconds: whole,
  })
}

import type { OtpLimits } from '../email/otpLimits'
import { ConfigError } from '../errors/ConfigError'

const variables = {
  perEmailIp: ['AIRLOCK_OTP_PER_EMAIL_IP', 1],
  perIp: ['AIRLOCK_OTP_PER_IP', 1],
  backoffMs: ['AIRLOCK_OTP_BACKOFF_SECONDS', 1000],
  maxBackoffMs: ['AIRLOCK_OTP_MAX_BACKOFF_SECONDS', 1000],
  windowMs: ['AIRLOCK_OTP_WINDOW_SECONDS', 1000],
} as const

/**
 * The OTP limits set in the environment (`AIRLOCK_OTP_PER_EMAIL_IP`, `AIRLOCK_OTP_PER_IP`,
 * `AIRLOCK_OTP_BACKOFF_SECONDS`, `AIRLOCK_OTP_MAX_BACKOFF_SECONDS`, `AIRLOCK_OTP_WINDOW_SECONDS`);
 * members not set are left out (the defaults apply).
 *
 * @example
 * loadOtpLimits({ AIRLOCK_OTP_PER_IP: '50' }) // { perIp: 50 }
 */
export function loadOtpLimits(env: NodeJS.ProcessEnv): Partial<OtpLimits> {
  const limits: Partial<OtpLimits> = {}
  for (const [member, [variable, unit]] of Object.entries(variables)) {
    const value = env[variable]
    if (value === undefined || value === '') continue
    if (!/^\d{1,9}$/.test(value) || Number(value) < 1)
      throw new ConfigError(variable, value, 'a whole number, at least 1')
    limits[member as keyof OtpLimits] = Number(value) * unit
  }
  return limits
}

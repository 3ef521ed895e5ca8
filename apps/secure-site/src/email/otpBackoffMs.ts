import type { OtpLimits } from './otpLimits'

/**
 * How long a key (IP, or email + IP) waits after its `failures`-th wrong code under `free` allowed:
 * nothing before the limit, then `backoffMs` doubling with each further wrong code, up to
 * `maxBackoffMs`.
 *
 * @example
 * otpBackoffMs(DEFAULT_OTP_LIMITS, 6, 5) // 60_000
 */
export function otpBackoffMs(limits: OtpLimits, failures: number, free: number): number {
  if (failures < free) return 0
  const doublings = Math.min(failures - free, 30)
  return Math.min(limits.maxBackoffMs, limits.backoffMs * 2 ** doublings)
}

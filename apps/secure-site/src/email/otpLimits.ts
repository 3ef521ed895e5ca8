/**
 * Limits on wrong one-time codes, counted across codes (a fresh code does not reset them) for
 * each client IP and for each email + client IP. Not per email alone: that would let anyone lock
 * a victim out by guessing wrong on purpose.
 */
export type OtpLimits = {
  /** Wrong codes per email + IP before the back-off starts (5). */
  perEmailIp: number
  /** Wrong codes per IP, whatever the email, before the back-off starts (20). */
  perIp: number
  /** The first wait once a limit is reached; it doubles with every further wrong code (30 s). */
  backoffMs: number
  /** The longest wait (1 hour). */
  maxBackoffMs: number
  /** A count starts again after this long without a wrong code (24 hours). */
  windowMs: number
}

/** The defaults of {@link OtpLimits}; `AIRLOCK_OTP_*` variables change them. */
export const DEFAULT_OTP_LIMITS: OtpLimits = {
  perEmailIp: 5,
  perIp: 20,
  backoffMs: 30_000,
  maxBackoffMs: 60 * 60_000,
  windowMs: 24 * 60 * 60_000,
}

import { describe, expect, it } from 'vitest'
import { otpBackoffMs } from '../email/otpBackoffMs'
import { DEFAULT_OTP_LIMITS } from '../email/otpLimits'
import { loadConfig } from './loadConfig'
import { loadOtpLimits } from './loadOtpLimits'

describe('OTP limits', () => {
  it('are 5 per email + IP, 20 per IP, 30 s doubling to 1 h, counts forgotten after 24 h', () => {
    expect(DEFAULT_OTP_LIMITS).toEqual({
      perEmailIp: 5,
      perIp: 20,
      backoffMs: 30_000,
      maxBackoffMs: 3_600_000,
      windowMs: 86_400_000,
    })
    const waits = [4, 5, 6, 7, 12, 40].map((failures) =>
      otpBackoffMs(DEFAULT_OTP_LIMITS, failures, 5),
    )
    expect(waits).toEqual([0, 30_000, 60_000, 120_000, 3_600_000, 3_600_000])
  })

  it('are read from AIRLOCK_OTP_* (seconds for times) and AIRLOCK_TRUSTED_PROXIES', () => {
    expect(
      loadOtpLimits({
        AIRLOCK_OTP_PER_EMAIL_IP: '3',
        AIRLOCK_OTP_PER_IP: '50',
        AIRLOCK_OTP_BACKOFF_SECONDS: '10',
        AIRLOCK_OTP_MAX_BACKOFF_SECONDS: '600',
        AIRLOCK_OTP_WINDOW_SECONDS: '3600',
      }),
    ).toEqual({
      perEmailIp: 3,
      perIp: 50,
      backoffMs: 10_000,
      maxBackoffMs: 600_000,
      windowMs: 3_600_000,
    })
    expect(loadOtpLimits({})).toEqual({})
    expect(() => loadOtpLimits({ AIRLOCK_OTP_PER_IP: '0' })).toThrow('AIRLOCK_OTP_PER_IP')
    expect(() => loadOtpLimits({ AIRLOCK_OTP_BACKOFF_SECONDS: '1.5' })).toThrow()
    const config = loadConfig({ AIRLOCK_OTP_PER_IP: '7', AIRLOCK_TRUSTED_PROXIES: '1' })
    expect(config.otpLimits).toEqual({ perIp: 7 })
    expect(config.trustedProxies).toBe(1)
    expect(() => loadConfig({ AIRLOCK_TRUSTED_PROXIES: 'yes' })).toThrow('AIRLOCK_TRUSTED_PROXIES')
  })
})

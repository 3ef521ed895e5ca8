import { describe, expect, it } from 'vitest'
import { defaultSiteLimits } from '../limits/defaultSiteLimits'
import { loadConfig } from './loadConfig'
import { loadSiteLimits } from './loadSiteLimits'

describe('flood limits', () => {
  it('default to the documented numbers, which the dev command runs too', () => {
    expect(defaultSiteLimits).toEqual({
      ratePerIp: { perSecond: 20, burst: 200 },
      ratePerProject: { perSecond: 200, burst: 2_000 },
      longPollsPerIp: 8,
      longPolls: 256,
      connectionsPerIp: 64,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
    })
    expect(loadConfig({}).limits).toBeUndefined()
  })

  it('are read from AIRLOCK_SECURE_SITE_*', () => {
    const env = {
      AIRLOCK_SECURE_SITE_RATE_LIMIT_IP: '5/50',
      AIRLOCK_SECURE_SITE_RATE_LIMIT_PROJECT: ' 0.5 / 10 ',
      AIRLOCK_SECURE_SITE_LONG_POLLS_PER_IP: '2',
      AIRLOCK_SECURE_SITE_LONG_POLLS: '20',
      AIRLOCK_SECURE_SITE_CONNECTIONS_PER_IP: '16',
      AIRLOCK_SECURE_SITE_HEADERS_TIMEOUT_MS: '5000',
      AIRLOCK_SECURE_SITE_REQUEST_TIMEOUT_MS: '15000',
    }
    const expected = {
      ratePerIp: { perSecond: 5, burst: 50 },
      ratePerProject: { perSecond: 0.5, burst: 10 },
      longPollsPerIp: 2,
      longPolls: 20,
      connectionsPerIp: 16,
      headersTimeoutMs: 5000,
      requestTimeoutMs: 15000,
    }
    expect(loadSiteLimits(env)).toEqual(expected)
    expect(loadConfig(env).limits).toEqual(expected)
    expect(loadSiteLimits({ AIRLOCK_SECURE_SITE_LONG_POLLS: '' })).toEqual({})
  })

  it('refuse what is not a limit, naming the variable', () => {
    for (const [variable, value] of [
      ['AIRLOCK_SECURE_SITE_RATE_LIMIT_IP', '20'],
      ['AIRLOCK_SECURE_SITE_RATE_LIMIT_IP', '0/10'],
      ['AIRLOCK_SECURE_SITE_RATE_LIMIT_PROJECT', '10/0'],
      ['AIRLOCK_SECURE_SITE_LONG_POLLS_PER_IP', '0'],
      ['AIRLOCK_SECURE_SITE_CONNECTIONS_PER_IP', 'many'],
    ] as const)
      expect(() => loadSiteLimits({ [variable]: value })).toThrow(variable)
  })
})

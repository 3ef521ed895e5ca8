import { ConfigError } from '../errors/ConfigError'
import type { RateLimit, SiteLimits } from '../limits/types'

const rates = {
  ratePerIp: 'AIRLOCK_SECURE_SITE_RATE_LIMIT_IP',
  ratePerProject: 'AIRLOCK_SECURE_SITE_RATE_LIMIT_PROJECT',
} as const
const counts = {
  longPollsPerIp: 'AIRLOCK_SECURE_SITE_LONG_POLLS_PER_IP',
  longPolls: 'AIRLOCK_SECURE_SITE_LONG_POLLS',
  connectionsPerIp: 'AIRLOCK_SECURE_SITE_CONNECTIONS_PER_IP',
  headersTimeoutMs: 'AIRLOCK_SECURE_SITE_HEADERS_TIMEOUT_MS',
  requestTimeoutMs: 'AIRLOCK_SECURE_SITE_REQUEST_TIMEOUT_MS',
} as const

/**
 * The flood limits set in the environment; members not set are left out (the defaults apply).
 * Rates are written `<per second>/<burst>` (`20/200`), the others as whole numbers.
 *
 * @example
 * loadSiteLimits({ AIRLOCK_SECURE_SITE_RATE_LIMIT_IP: '5/50' }) // { ratePerIp: { perSecond: 5, burst: 50 } }
 */
export function loadSiteLimits(env: NodeJS.ProcessEnv): Partial<SiteLimits> {
  const limits: Partial<SiteLimits> = {}
  for (const [member, variable] of Object.entries(rates)) {
    const value = env[variable]
    if (value === undefined || value === '') continue
    limits[member as keyof typeof rates] = parseRate(variable, value)
  }
  for (const [member, variable] of Object.entries(counts)) {
    const value = env[variable]
    if (value === undefined || value === '') continue
    if (!/^\d{1,9}$/.test(value) || Number(value) < 1)
      throw new ConfigError(variable, value, 'a whole number, at least 1')
    limits[member as keyof typeof counts] = Number(value)
  }
  return limits
}

function parseRate(variable: string, value: string): RateLimit {
  const match = /^\s*(\d{1,9}(?:\.\d{1,9})?)\s*\/\s*(\d{1,9})\s*$/.exec(value)
  const perSecond = Number(match?.[1])
  const burst = Number(match?.[2])
  if (!match || !(perSecond > 0) || !(burst >= 1))
    throw new ConfigError(variable, value, '<requests per second>/<burst>, e.g. 20/200')
  return { perSecond, burst }
}

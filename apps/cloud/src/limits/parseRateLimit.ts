import { ConfigError } from '../config/errors'
import type { RateLimit } from './types'

/**
 * Reads a rate limit written `<per second>/<burst>` (`50/500`) from an environment variable;
 * `fallback` when unset.
 *
 * @example
 * parseRateLimit('AIRLOCK_RATE_LIMIT_IP', '20/100', fallback) // { perSecond: 20, burst: 100 }
 */
export function parseRateLimit(
  variable: string,
  value: string | undefined,
  fallback: RateLimit,
): RateLimit {
  if (value === undefined || value === '') return fallback
  const match = /^\s*(\d+(?:\.\d+)?)\s*\/\s*(\d+)\s*$/.exec(value)
  const perSecond = Number(match?.[1])
  const burst = Number(match?.[2])
  if (!match || !(perSecond > 0) || !(burst >= 1))
    throw new ConfigError(variable, value, '<requests per second>/<burst>, e.g. 50/500')
  return { perSecond, burst }
}

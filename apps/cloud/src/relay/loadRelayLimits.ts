import { ConfigError } from '../config/errors'
import { parseRateLimit } from '../limits/parseRateLimit'
import { defaultRelayLimits } from './defaultRelayLimits'
import type { RelayLimits } from './types'

/** The environment variable of each relay limit (rate limits are written `<per second>/<burst>`). */
export const relayLimitVariables: Record<keyof RelayLimits, string> = {
  maxMessagesPerTopic: 'AIRLOCK_RELAY_MAX_MESSAGES_PER_TOPIC',
  maxMessages: 'AIRLOCK_RELAY_MAX_MESSAGES',
  maxBytes: 'AIRLOCK_RELAY_MAX_BYTES',
  maxTtlSeconds: 'AIRLOCK_RELAY_MAX_TTL_SECONDS',
  maxSubscriptionsPerSocket: 'AIRLOCK_RELAY_MAX_SUBSCRIPTIONS_PER_SOCKET',
  maxPayloadBytes: 'AIRLOCK_RELAY_MAX_PAYLOAD_BYTES',
  maxStoredMessagesPerClient: 'AIRLOCK_RELAY_MAX_MESSAGES_PER_CLIENT',
  maxStoredBytesPerClient: 'AIRLOCK_RELAY_MAX_BYTES_PER_CLIENT',
  maxStoredBytesPerIp: 'AIRLOCK_RELAY_MAX_BYTES_PER_IP',
  framesPerSocket: 'AIRLOCK_RELAY_FRAMES_PER_SOCKET',
  bytesPerSocket: 'AIRLOCK_RELAY_BYTES_PER_SOCKET',
  maxConnectionsPerIp: 'AIRLOCK_RELAY_CONNECTIONS_PER_IP',
  connectsPerIp: 'AIRLOCK_RELAY_CONNECTS_PER_IP',
  maxInflightPerSocket: 'AIRLOCK_RELAY_MAX_INFLIGHT_PER_SOCKET',
  maxBufferedBytesPerSocket: 'AIRLOCK_RELAY_MAX_BUFFERED_BYTES_PER_SOCKET',
}

/**
 * Reads the relay's limits from the environment: each field of `RelayLimits` from its
 * `AIRLOCK_RELAY_*` variable (`relayLimitVariables`), the default (`defaultRelayLimits`) when
 * unset or empty. Counts are integers ≥ 1 (`_` separators allowed: `64_000_000`); a bad value
 * throws a `ConfigError` naming the variable, the value and what was expected.
 *
 * @example
 * loadRelayLimits({ AIRLOCK_RELAY_MAX_BYTES: '134217728' }).maxBytes // 134217728
 * loadRelayLimits({ AIRLOCK_RELAY_FRAMES_PER_SOCKET: '100/1000' }).framesPerSocket
 * // { perSecond: 100, burst: 1000 }
 */
export function loadRelayLimits(env: NodeJS.ProcessEnv = process.env): RelayLimits {
  const limits = { ...defaultRelayLimits }
  for (const key of Object.keys(relayLimitVariables) as (keyof RelayLimits)[]) {
    const variable = relayLimitVariables[key]
    const value = env[variable]
    if (value === undefined || value.trim() === '') continue
    const fallback = defaultRelayLimits[key]
    if (typeof fallback === 'number') {
      ;(limits as Record<string, unknown>)[key] = parseCount(variable, value)
    } else {
      ;(limits as Record<string, unknown>)[key] = parseRateLimit(variable, value, fallback)
    }
  }
  return limits
}

function parseCount(variable: string, value: string): number {
  const count = /^\s*\d[\d_]*\s*$/.test(value)
    ? Number(value.trim().replaceAll('_', ''))
    : Number.NaN
  if (!Number.isSafeInteger(count) || count < 1)
    throw new ConfigError(variable, value, 'an integer ≥ 1')
  return count
}

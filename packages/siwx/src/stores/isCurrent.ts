import type { SIWXMessageData } from '@airlock/core'

/**
 * Whether a message's time window holds at `now`: not expired, not before its `notBefore`.
 *
 * @example
 * isCurrent(session.data, new Date())
 */
export function isCurrent(data: SIWXMessageData, now: Date): boolean {
  const t = now.getTime()
  if (data.expirationTime !== undefined && Date.parse(data.expirationTime) <= t) return false
  if (data.notBefore !== undefined && Date.parse(data.notBefore) > t) return false
  return true
}

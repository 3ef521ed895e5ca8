import type { RateLimit } from './types'

/** What `take` answers: allowed, or refused with the milliseconds until it would be allowed. */
export type RateDecision = { ok: true } | { ok: false; retryAfterMs: number }

export type RateLimiter = {
  readonly limit: RateLimit
  /** Takes `cost` tokens from `key`'s bucket (a cost above the burst costs the burst). */
  take(key: string, cost?: number, now?: number): RateDecision
  /** Buckets held now (full ones are forgotten when the map grows). */
  size(): number
}

type Bucket = { tokens: number; at: number }

/**
 * Token buckets by key (an IP address, a project id). A key's bucket starts full; buckets that
 * have filled up again are dropped once more than `maxKeys` are held, so a client cycling
 * through addresses cannot grow the map without bound.
 *
 * @example
 * const perIp = createRateLimiter({ perSecond: 50, burst: 500 })
 * const decision = perIp.take('127.0.0.1')
 * if (!decision.ok) answer429(Math.ceil(decision.retryAfterMs / 1000))
 */
export function createRateLimiter(limit: RateLimit, maxKeys = 100_000): RateLimiter {
  const buckets = new Map<string, Bucket>()
  const refill = (bucket: Bucket, now: number) => {
    const elapsed = Math.max(0, now - bucket.at) / 1000
    bucket.tokens = Math.min(limit.burst, bucket.tokens + elapsed * limit.perSecond)
    bucket.at = now
  }
  const prune = (now: number) => {
    for (const [key, bucket] of buckets) {
      refill(bucket, now)
      if (bucket.tokens >= limit.burst) buckets.delete(key)
    }
    // Still too many (a flood from many addresses): forget the oldest half.
    if (buckets.size > maxKeys) {
      let drop = buckets.size / 2
      for (const key of buckets.keys()) {
        if (drop-- <= 0) break
        buckets.delete(key)
      }
    }
  }
  return {
    limit,
    take(key, cost = 1, now = Date.now()) {
      let bucket = buckets.get(key)
      if (!bucket) {
        if (buckets.size >= maxKeys) prune(now)
        bucket = { tokens: limit.burst, at: now }
        buckets.set(key, bucket)
      } else refill(bucket, now)
      const need = Math.min(cost, limit.burst)
      if (bucket.tokens >= need) {
        bucket.tokens -= need
        return { ok: true }
      }
      const retryAfterMs = Math.ceil(((need - bucket.tokens) / limit.perSecond) * 1000)
      return { ok: false, retryAfterMs }
    },
    size: () => buckets.size,
  }
}

import type { RateLimit } from './types'

/** What `take` answers: allowed, or refused with the whole seconds until it would be allowed. */
export type TokenDecision = { ok: true } | { ok: false; retryAfterSeconds: number }

export type TokenBuckets = {
  readonly limit: RateLimit
  /** Takes one token from `key`'s bucket. */
  take(key: string, now?: number): TokenDecision
  /** Buckets held now. */
  size(): number
}

/**
 * Token buckets by key (an IP address, a project id), each starting full. Once more than
 * `maxKeys` are held, the buckets that have filled up again are forgotten (a full bucket and a
 * missing one mean the same), and if that is not enough the oldest half: a flood from many
 * addresses cannot grow the map without bound.
 *
 * @example
 * const perIp = createTokenBuckets({ perSecond: 20, burst: 200 })
 * const decision = perIp.take('127.0.0.1')
 * if (!decision.ok) c.header('Retry-After', String(decision.retryAfterSeconds))
 */
export function createTokenBuckets(limit: RateLimit, maxKeys = 50_000): TokenBuckets {
  const buckets = new Map<string, { tokens: number; at: number }>()
  const fill = (bucket: { tokens: number; at: number }, now: number) => {
    bucket.tokens = Math.min(
      limit.burst,
      bucket.tokens + (Math.max(0, now - bucket.at) / 1000) * limit.perSecond,
    )
    bucket.at = now
  }
  const forget = (now: number) => {
    for (const [key, bucket] of buckets) {
      fill(bucket, now)
      if (bucket.tokens >= limit.burst) buckets.delete(key)
    }
    let drop = buckets.size >= maxKeys ? Math.ceil(buckets.size / 2) : 0
    for (const key of buckets.keys()) {
      if (drop-- <= 0) break
      buckets.delete(key)
    }
  }
  return {
    limit,
    take(key, now = Date.now()) {
      let bucket = buckets.get(key)
      if (bucket) fill(bucket, now)
      else {
        if (buckets.size >= maxKeys) forget(now)
        bucket = { tokens: limit.burst, at: now }
        buckets.set(key, bucket)
      }
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1
        return { ok: true }
      }
      return {
        ok: false,
        retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / limit.perSecond)),
      }
    },
    size: () => buckets.size,
  }
}

import type { Store } from '@airlock/store'
import { createPgRateLimiter, type SharedRateLimiter } from './createPgRateLimiter'
import { createRateLimiter } from './createRateLimiter'
import { sweepRateBuckets } from './sweepRateBuckets'
import type { CloudLimits, RateLimit } from './types'

/** The four token-bucket limiters of the HTTP server, one per limit of `CloudLimits`. */
export type CloudLimiters = {
  apiPerIp: SharedRateLimiter
  apiPerProject: SharedRateLimiter
  rpcPerIp: SharedRateLimiter
  rpcPerProject: SharedRateLimiter
}

/** How often, at most, a process sweeps full buckets out of Postgres (checked on a take). */
const sweepEveryMs = 10_000

/**
 * Builds the HTTP server's rate limiters from its limits. On a Postgres server
 * (`store.kind === 'postgres'`, i.e. `DATABASE_URL`) the buckets live in the database, so every
 * cloud process on it draws from the same ones; otherwise (PGlite: one process) in memory.
 *
 * @example
 * const limiters = createCloudLimiters(defaultCloudLimits, store)
 * const decision = await limiters.apiPerIp.take('203.0.113.7')
 */
export function createCloudLimiters(limits: CloudLimits, store?: Store): CloudLimiters {
  if (store?.kind !== 'postgres') {
    const inMemory = (limit: RateLimit): SharedRateLimiter => {
      const limiter = createRateLimiter(limit)
      return { limit, take: async (key, cost) => limiter.take(key, cost) }
    }
    return {
      apiPerIp: inMemory(limits.apiPerIp),
      apiPerProject: inMemory(limits.apiPerProject),
      rpcPerIp: inMemory(limits.rpcPerIp),
      rpcPerProject: inMemory(limits.rpcPerProject),
    }
  }
  // No timer to stop: a take starts the sweep when the last one is old enough.
  let lastSweep = Date.now()
  let sweeping = false
  const afterTake = () => {
    if (sweeping || Date.now() - lastSweep < sweepEveryMs) return
    sweeping = true
    lastSweep = Date.now()
    sweepRateBuckets(store)
      .catch(() => 0)
      .finally(() => {
        sweeping = false
      })
  }
  const shared = (limit: RateLimit, prefix: string) =>
    createPgRateLimiter({ store, limit, prefix, afterTake })
  return {
    apiPerIp: shared(limits.apiPerIp, 'api:ip:'),
    apiPerProject: shared(limits.apiPerProject, 'api:project:'),
    rpcPerIp: shared(limits.rpcPerIp, 'rpc:ip:'),
    rpcPerProject: shared(limits.rpcPerProject, 'rpc:project:'),
  }
}

import type { Store } from '@airlock/store'
import { createRateLimiter, type RateDecision } from './createRateLimiter'
import type { RateLimit } from './types'

/** A token-bucket limiter whose answer may need a round trip (the buckets live in a database). */
export type SharedRateLimiter = {
  readonly limit: RateLimit
  /** Takes `cost` tokens from `key`'s bucket (a cost above the burst costs the burst). */
  take(key: string, cost?: number): Promise<RateDecision>
}

export type CreatePgRateLimiterParameters = {
  /** A store on a Postgres server, migrated (table `rate_buckets`). */
  store: Store
  limit: RateLimit
  /** Put before every key, so limiters sharing the table keep apart (`api:ip:`). */
  prefix: string
  /** A take the database has not answered in this many milliseconds is decided locally. */
  timeoutMs?: number
  /** Called after each take (the cloud sweeps full buckets from here, at most every few seconds). */
  afterTake?: () => void
}

/** Default of `timeoutMs`: far above a take's round trip, far below a client's patience. */
const defaultTimeoutMs = 1_000

// One atomic statement per take: the row is locked by the upsert, refilled by the time elapsed
// on the database's clock (the processes' clocks never enter), and the cost taken only if the
// tokens suffice. $1 key, $2 cost, $3 tokens per second, $4 burst. `refilled` is written out in
// each SET expression because they all read the row as it was.
const refilled =
  'least($4::float8, b.tokens + greatest(0, extract(epoch from excluded.at - b.at)::float8) * $3::float8)'
const left = `(case when ${refilled} >= $2::float8 then ${refilled} - $2::float8 else ${refilled} end)`
const takeSql = `
insert into rate_buckets as b (key, tokens, at, full_at, allowed)
select $1::text, $4::float8 - $2::float8, now.t,
       now.t + ($2::float8 / $3::float8) * interval '1 second', true
from (select clock_timestamp() as t) as now
on conflict (key) do update set
  tokens = ${left},
  allowed = ${refilled} >= $2::float8,
  full_at = excluded.at + (($4::float8 - ${left}) / $3::float8) * interval '1 second',
  at = excluded.at
returning tokens, allowed`

/**
 * Token buckets kept in Postgres, shared by every process on the same database: each take is one
 * `insert ... on conflict do update` that refills by the database's clock and takes the cost if
 * there is enough. When the database fails or does not answer within `timeoutMs`, the take is
 * decided by a bucket of this process (same numbers), so an outage neither stops the service
 * nor lifts the limit.
 *
 * @example
 * const perIp = createPgRateLimiter({ store, limit: { perSecond: 50, burst: 500 }, prefix: 'api:ip:' })
 * const decision = await perIp.take('203.0.113.7')
 * if (!decision.ok) answer429(Math.ceil(decision.retryAfterMs / 1000))
 */
export function createPgRateLimiter(params: CreatePgRateLimiterParameters): SharedRateLimiter {
  const { store, limit, prefix, afterTake } = params
  const timeoutMs = params.timeoutMs ?? defaultTimeoutMs
  const local = createRateLimiter(limit)
  let failing = false
  const fallBack = (key: string, need: number, why: string): RateDecision => {
    if (!failing) {
      failing = true
      console.warn(
        `[cloud] rate limits (${prefix}*): Postgres failed (${why}); this process decides alone until it answers again`,
      )
    }
    return local.take(key, need)
  }
  const shared = async (key: string, need: number): Promise<RateDecision | undefined> => {
    const { rows } = await store.query<{ tokens: number; allowed: boolean }>(takeSql, [
      prefix + key,
      need,
      limit.perSecond,
      limit.burst,
    ])
    const row = rows[0]
    if (!row) return undefined
    if (row.allowed) return { ok: true }
    return { ok: false, retryAfterMs: Math.ceil(((need - row.tokens) / limit.perSecond) * 1000) }
  }
  return {
    limit,
    async take(key, cost = 1) {
      const need = Math.min(cost, limit.burst)
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<undefined>((done) => {
        timer = setTimeout(() => done(undefined), timeoutMs)
      })
      try {
        const decision = await Promise.race([shared(key, need), timeout])
        if (!decision) return fallBack(key, need, `no answer within ${timeoutMs} ms`)
        if (failing) {
          failing = false
          console.info(`[cloud] rate limits (${prefix}*) are shared through Postgres again`)
        }
        return decision
      } catch (error) {
        return fallBack(key, need, (error as Error).message)
      } finally {
        clearTimeout(timer)
        afterTake?.()
      }
    },
  }
}

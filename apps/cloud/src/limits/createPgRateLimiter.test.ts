import { createPgStore, type Store } from '@airlock/store'
import { startTestPostgres, type TestPostgres } from '@airlock/store/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate } from '../store/migrate'
import { createPgRateLimiter } from './createPgRateLimiter'
import { sweepRateBuckets } from './sweepRateBuckets'

// Issue 16 (scale-out): the buckets in Postgres, taken through two pools as two cloud processes
// would. Slow refills (one token in 10 s), so a loaded machine's pauses refill nothing.
// Skipped where no Postgres server binaries exist.
const postgres: TestPostgres | undefined = await startTestPostgres()
const limit = { perSecond: 0.1, burst: 10 }
let a: Store
let b: Store

beforeAll(async () => {
  if (!postgres) return
  a = await createPgStore(postgres.url)
  b = await createPgStore(postgres.url)
  await migrate(a)
}, 60_000)
afterAll(async () => {
  await a?.close()
  await b?.close()
  await postgres?.stop()
})

describe.skipIf(!postgres)('createPgRateLimiter', () => {
  it('two pools draw from one bucket: the burst in all, then refused with the wait for one token', async () => {
    const onA = createPgRateLimiter({ store: a, limit, prefix: 't1:' })
    const onB = createPgRateLimiter({ store: b, limit, prefix: 't1:' })
    const oks: boolean[] = []
    for (let i = 0; i < limit.burst; i++)
      oks.push((await (i % 2 ? onB : onA).take('203.0.113.7')).ok)
    expect(oks).toEqual(Array(limit.burst).fill(true))
    for (const limiter of [onA, onB]) {
      const refused = await limiter.take('203.0.113.7')
      expect(refused.ok).toBe(false)
      // One token is 10 s away, less the little that came back since the last take.
      const wait = refused.ok ? 0 : refused.retryAfterMs
      expect(wait).toBeGreaterThan(9_000)
      expect(wait).toBeLessThanOrEqual(10_000)
    }
    // Another key, and the same key under another prefix, have buckets of their own.
    expect((await onB.take('203.0.113.8')).ok).toBe(true)
    const otherScope = createPgRateLimiter({ store: b, limit, prefix: 't2:' })
    expect((await otherScope.take('203.0.113.7')).ok).toBe(true)
  })

  it('a cost takes that many tokens, only when there are enough; a cost above the burst costs the burst', async () => {
    const onA = createPgRateLimiter({ store: a, limit, prefix: 't3:' })
    const onB = createPgRateLimiter({ store: b, limit, prefix: 't3:' })
    expect((await onA.take('p', 7)).ok).toBe(true)
    const refused = await onB.take('p', 4)
    expect(refused).toEqual({ ok: false, retryAfterMs: expect.any(Number) })
    // Refused takes nothing: the three left are still there.
    expect((await onB.take('p', 3)).ok).toBe(true)
    expect((await onA.take('p')).ok).toBe(false)
    expect((await onA.take('q', 1_000)).ok).toBe(true)
    expect((await onA.take('q')).ok).toBe(false)
  })

  it('concurrent takes from both pools never pass more than the burst', async () => {
    const onA = createPgRateLimiter({ store: a, limit, prefix: 't4:' })
    const onB = createPgRateLimiter({ store: b, limit, prefix: 't4:' })
    const decisions = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? onA : onB).take('same')),
    )
    expect(decisions.filter((d) => d.ok)).toHaveLength(limit.burst)
  })

  it('a database that does not answer in time: decided by this process alone, without waiting', async () => {
    const onA = createPgRateLimiter({ store: a, limit, prefix: 't5:', timeoutMs: 200 })
    expect((await onA.take('held')).ok).toBe(true)
    // Another connection holds the row, so the take's upsert waits on its lock.
    let release: () => void = () => undefined
    const released = new Promise<void>((done) => {
      release = done
    })
    let locked: () => void = () => undefined
    const isLocked = new Promise<void>((done) => {
      locked = done
    })
    const holder = b.transaction(async (tx) => {
      await tx.query('select 1 from rate_buckets where key = $1 for update', ['t5:held'])
      locked()
      await released
    })
    await isLocked
    // Had a take waited for the lock, this loop would never end (the lock is released below).
    const local = []
    for (let i = 0; i <= limit.burst; i++) local.push((await onA.take('held')).ok)
    // This process's own bucket started full: the burst passes, the next is refused.
    expect(local).toEqual([...Array(limit.burst).fill(true), false])
    release()
    await holder
  })

  it('a database that fails: decided by this process alone', async () => {
    const gone = await createPgStore((postgres as TestPostgres).url)
    await gone.close()
    const limiter = createPgRateLimiter({ store: gone, limit, prefix: 't6:' })
    const decisions = []
    for (let i = 0; i <= limit.burst; i++) decisions.push((await limiter.take('x')).ok)
    expect(decisions).toEqual([...Array(limit.burst).fill(true), false])
  })

  it('the sweep deletes buckets that are full again, and only those', async () => {
    const fast = createPgRateLimiter({
      store: a,
      limit: { perSecond: 1_000, burst: 5 },
      prefix: 't7:',
    })
    const slow = createPgRateLimiter({ store: a, limit, prefix: 't7:' })
    await fast.take('refills-at-once')
    await slow.take('still-short')
    await new Promise((done) => setTimeout(done, 50))
    await sweepRateBuckets(a)
    const { rows } = await a.query<{ key: string }>(
      "select key from rate_buckets where key like 't7:%' order by key",
    )
    expect(rows.map((r) => r.key)).toEqual(['t7:still-short'])
  })
})

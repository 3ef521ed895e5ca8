import { describe, expect, it } from 'vitest'
import { createTokenBuckets } from './createTokenBuckets'

describe('createTokenBuckets', () => {
  it('allows the burst at once, then one per 1/perSecond, and says when', () => {
    const buckets = createTokenBuckets({ perSecond: 2, burst: 3 })
    const at = 1_000_000
    expect([1, 2, 3].map(() => buckets.take('a', at).ok)).toEqual([true, true, true])
    expect(buckets.take('a', at)).toEqual({ ok: false, retryAfterSeconds: 1 })
    // Another key has its own bucket.
    expect(buckets.take('b', at).ok).toBe(true)
    // Half a second later one token is back, and only one.
    expect(buckets.take('a', at + 500).ok).toBe(true)
    expect(buckets.take('a', at + 500).ok).toBe(false)
    // Never more than the burst, however long the wait.
    const later = at + 3_600_000
    expect([1, 2, 3, 4].map(() => buckets.take('a', later).ok)).toEqual([true, true, true, false])
  })

  it('rounds the wait up to whole seconds', () => {
    const slow = createTokenBuckets({ perSecond: 0.1, burst: 1 })
    expect(slow.take('a', 0).ok).toBe(true)
    expect(slow.take('a', 0)).toEqual({ ok: false, retryAfterSeconds: 10 })
    expect(slow.take('a', 2_500)).toEqual({ ok: false, retryAfterSeconds: 8 })
  })

  it('holds at most maxKeys buckets, forgetting full ones first and keeping an empty one', () => {
    const buckets = createTokenBuckets({ perSecond: 1, burst: 2 }, 10)
    buckets.take('flooder', 0)
    buckets.take('flooder', 0)
    for (let i = 0; i < 1_000; i++) buckets.take(`10.0.${i >> 8}.${i & 255}`, 0)
    expect(buckets.size()).toBeLessThanOrEqual(10)
    // A second later every one-off key is full again and forgotten, the flooder's is not full.
    for (let i = 0; i < 20; i++) buckets.take(`10.1.0.${i}`, 1_000)
    expect(buckets.size()).toBeLessThanOrEqual(10)
  })
})

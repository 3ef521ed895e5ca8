import type { Store } from '@airlock/store'

export type SweepRateBucketsParameters = {
  /** Rows deleted per statement. */
  batch?: number
  /** Statements per sweep at most, so one sweep stays short however many rows wait. */
  maxBatches?: number
}

/**
 * Deletes the shared rate buckets (`rate_buckets`) that are full again by the database's clock: a
 * missing row is a full bucket, so nothing changes for their clients, and a flood from many
 * addresses does not grow the table for good. Bounded: at most `batch` × `maxBatches` rows per
 * call. Returns the number deleted.
 *
 * @example
 * await sweepRateBuckets(store) // 0 when nothing is full
 */
export async function sweepRateBuckets(
  store: Store,
  { batch = 1_000, maxBatches = 10 }: SweepRateBucketsParameters = {},
): Promise<number> {
  let deleted = 0
  for (let i = 0; i < maxBatches; i++) {
    // `full_at` is indexed; skip rows another process's take holds, rather than wait for them.
    const { rows } = await store.query<{ n: number }>(
      `with gone as (
         delete from rate_buckets where key in (
           select key from rate_buckets where full_at < clock_timestamp()
           order by full_at limit $1 for update skip locked)
         returning 1)
       select count(*)::int as n from gone`,
      [batch],
    )
    const n = rows[0]?.n ?? 0
    deleted += n
    if (n < batch) break
  }
  return deleted
}

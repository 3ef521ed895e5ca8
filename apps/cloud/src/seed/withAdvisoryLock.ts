import type { Store } from '@airlock/store'

/**
 * Advisory lock keys (`pg_advisory_xact_lock(namespace, id)`) of the cloud's start and
 * indexing steps, so processes sharing one Postgres take turns.
 */
export const ADVISORY_LOCKS = {
  /** Migrations and the platform seed (projects, registry, names); id 0. */
  platform: 0x41_52_4c_01,
  /** The chain seed of one chain; id is the chain id. */
  seed: 0x41_52_4c_02,
  /** The indexer's writes for one chain; id is the chain id. */
  indexer: 0x41_52_4c_03,
} as const

/**
 * Runs `fn` holding a Postgres advisory lock `(namespace, id)`, so that two cloud processes on
 * one `DATABASE_URL` run it one after the other; the second sees the first's committed work.
 * The lock is transaction-scoped (a pool never hands an unlock to the wrong connection, and a
 * process that dies releases it): `fn` gets the transaction, and its writes commit when it
 * returns. PGlite belongs to a single process, so there `fn` simply runs on the store.
 *
 * @example
 * await withAdvisoryLock(store, ADVISORY_LOCKS.seed, 1, (tx) => seedChain(chain, tx))
 */
export function withAdvisoryLock<T>(
  store: Store,
  namespace: number,
  id: number,
  fn: (store: Store) => Promise<T>,
): Promise<T> {
  if (store.kind !== 'postgres') return fn(store)
  return store.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1::int4, $2::int4)', [namespace, id])
    return fn(tx)
  })
}

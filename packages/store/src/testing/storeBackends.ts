import { createStore } from '../store/createStore'
import type { Store } from '../store/types'
import type { TestPostgres } from './startTestPostgres'

/** A backend's name for a test title, and how to open a store on it. */
export type StoreBackend = readonly [name: string, open: () => Promise<Store>]

/**
 * The backends a store test runs on: PGlite in `dataDir`, and the `postgres` server when
 * `startTestPostgres` found one (warning once when it did not). Test support, not product.
 *
 * @example
 * const postgres = await startTestPostgres()
 * describe.each(storeBackends(dataDir, postgres))('over %s', (_, open) => { ... })
 */
export function storeBackends(dataDir: string, postgres: TestPostgres | undefined): StoreBackend[] {
  if (!postgres)
    console.warn('no Postgres server binaries on PATH: the DATABASE_URL backend is not tested')
  return [
    ['PGlite', () => createStore({ dataDir })],
    ...(postgres
      ? [
          [
            'Postgres (DATABASE_URL)',
            () => createStore({ dataDir, databaseUrl: postgres.url }),
          ] as const,
        ]
      : []),
  ]
}

import { createPgliteStore } from './createPgliteStore'
import { createPgStore } from './createPgStore'
import type { CreateStoreParameters, Store } from './types'

/**
 * Opens the store: a real Postgres server when `databaseUrl` is given, else embedded PGlite
 * with its data in `<dataDir>/pg`. Run `migrate(store, { dir, table })` next.
 *
 * @example
 * const store = await createStore({ dataDir: '.airlock/cloud' })
 * await migrate(store, { dir: 'src/store/migrations', table: 'schema_migrations' })
 * const { rows } = await store.query<{ id: string }>('select id from projects')
 */
export function createStore(params: CreateStoreParameters): Promise<Store> {
  return params.databaseUrl ? createPgStore(params.databaseUrl) : createPgliteStore(params.dataDir)
}

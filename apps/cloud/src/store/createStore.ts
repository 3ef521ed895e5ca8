import { createPgliteStore } from './createPgliteStore'
import { createPgStore } from './createPgStore'
import type { CreateStoreParameters, Store } from './types'

export type { Store } from './types'

/**
 * Opens the store: a real Postgres server when `databaseUrl` is given, else embedded PGlite
 * with its data in `<dataDir>/pg`. Run `migrate(store)` next.
 *
 * @example
 * const store = await createStore({ dataDir: '.airlock/cloud' })
 * await migrate(store)
 * const { rows } = await store.query<{ id: string }>('select id from projects')
 */
export function createStore(params: CreateStoreParameters): Promise<Store> {
  return params.databaseUrl ? createPgStore(params.databaseUrl) : createPgliteStore(params.dataDir)
}

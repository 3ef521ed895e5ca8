import { join } from 'node:path'
import { createPgliteStore } from './createPgliteStore'
import { createPgStore } from './createPgStore'
import type { CreateStoreParameters, Store } from './types'

/**
 * Opens the store: a real Postgres server when `databaseUrl` is given (the same database as the
 * local cloud's when both get the same `DATABASE_URL`; every table here is prefixed `secure_`),
 * else embedded PGlite in `<dataDir>/secure-site-pg` (a folder of its own, so the cloud's PGlite
 * in `<dataDir>/pg` and this one never share a data folder). Run `migrate(store)` next.
 *
 * @example
 * const store = await createStore({ dataDir: '.airlock/secure-site' })
 */
export function createStore(params: CreateStoreParameters): Promise<Store> {
  return params.databaseUrl
    ? createPgStore(params.databaseUrl)
    : createPgliteStore(join(params.dataDir, 'secure-site-pg'))
}

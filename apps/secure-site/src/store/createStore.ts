import { join } from 'node:path'
import { type CreateStoreParameters, createStore as openStore, type Store } from '@airlock/store'

/**
 * Opens the secure site's store: a real Postgres server when `databaseUrl` is given (the same
 * database as the local cloud's when both get the same `DATABASE_URL`; every table here is
 * prefixed `secure_`), else embedded PGlite in `<dataDir>/secure-site-pg` (a folder of its own,
 * so the cloud's PGlite in `<dataDir>/pg` and this one never share a data folder). Times are
 * int8 milliseconds and binary data base64 text, so both backends return the same values. Run
 * `migrate(store)` next.
 *
 * @example
 * const store = await createStore({ dataDir: '.airlock/secure-site' })
 */
export function createStore(params: CreateStoreParameters): Promise<Store> {
  return openStore({ ...params, dataDir: join(params.dataDir, 'secure-site-pg') })
}

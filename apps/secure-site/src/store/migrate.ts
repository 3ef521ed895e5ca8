import { join } from 'node:path'
import { migrate as applyMigrations, type Store } from '@airlock/store'
import { findUp } from '../config/findUp'

/**
 * Applies the secure site's `src/store/migrations/*.sql` not yet applied, in filename order,
 * recording each in `secure_schema_migrations` (not the cloud's `schema_migrations`, so the two
 * apps can share one Postgres database). Returns the names applied by this call.
 *
 * @example
 * await migrate(store) // ['001_secure_site.sql'] on a new database, [] afterwards
 */
export function migrate(
  store: Store,
  dir: string = join(findUp('package.json'), 'src', 'store', 'migrations'),
): Promise<string[]> {
  return applyMigrations(store, { dir, table: 'secure_schema_migrations' })
}

import { migrate as applyMigrations, type Store } from '@airlock/store'
import { findMigrationsDir } from './findMigrationsDir'

/**
 * Applies the cloud's `src/store/migrations/*.sql` not yet applied, in filename order, recording
 * each in `schema_migrations` (the name existing databases already have). Platform files are
 * `001_`-`099_`, chain files `100_` and up. Returns the names applied by this call.
 *
 * @example
 * await migrate(store) // ['001_projects.sql', ...] on a new database, [] afterwards
 */
export function migrate(store: Store, dir: string = findMigrationsDir()): Promise<string[]> {
  return applyMigrations(store, { dir, table: 'schema_migrations' })
}

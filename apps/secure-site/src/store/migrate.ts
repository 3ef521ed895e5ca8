import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { findUp } from '../config/findUp'
import type { Store } from './types'

/**
 * Applies every `src/store/migrations/*.sql` not yet applied, in filename order, each in its own
 * transaction, recording it in `secure_schema_migrations` (not the cloud's `schema_migrations`,
 * so the two apps can share one Postgres database). Returns the names applied by this call.
 *
 * @example
 * await migrate(store) // ['001_secure_site.sql'] on a new database, [] afterwards
 */
export async function migrate(
  store: Store,
  dir: string = join(findUp('package.json'), 'src', 'store', 'migrations'),
): Promise<string[]> {
  await store.exec(
    'create table if not exists secure_schema_migrations (name text primary key, applied_at timestamptz not null default now())',
  )
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort()
  const { rows } = await store.query<{ name: string }>('select name from secure_schema_migrations')
  const done = new Set(rows.map((r) => r.name))
  const applied: string[] = []
  for (const file of files) {
    if (done.has(file)) continue
    const sql = await readFile(join(dir, file), 'utf8')
    await store.transaction(async (tx) => {
      await tx.exec(sql)
      await tx.query('insert into secure_schema_migrations (name) values ($1)', [file])
    })
    applied.push(file)
  }
  return applied
}

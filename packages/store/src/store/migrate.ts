import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { StoreError } from '../errors/StoreError'
import type { MigrateParameters, Store } from './types'

/**
 * Applies every `<dir>/*.sql` not yet applied, in filename order, each in its own transaction,
 * recording its file name in `table`. Returns the names applied by this call.
 *
 * @example
 * await migrate(store, { dir: 'src/store/migrations', table: 'schema_migrations' })
 * // ['001_projects.sql', ...] on a new database, [] afterwards
 */
export async function migrate(store: Store, params: MigrateParameters): Promise<string[]> {
  const { dir, table } = params
  // The name goes into SQL as written (identifiers cannot be bound as parameters).
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(table))
    throw new StoreError(`Migrations table name ${JSON.stringify(table)} is not an identifier`)
  await store.exec(
    `create table if not exists ${table} (name text primary key, applied_at timestamptz not null default now())`,
  )
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort()
  const { rows } = await store.query<{ name: string }>(`select name from ${table}`)
  const done = new Set(rows.map((r) => r.name))
  const applied: string[] = []
  for (const file of files) {
    if (done.has(file)) continue
    const sql = await readFile(join(dir, file), 'utf8')
    await store.transaction(async (tx) => {
      await tx.exec(sql)
      await tx.query(`insert into ${table} (name) values ($1)`, [file])
    })
    applied.push(file)
  }
  return applied
}

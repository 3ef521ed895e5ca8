import { createHash } from 'node:crypto'
import { cp, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createStore, type Store } from '@airlock/store'
import { findMigrationsDir } from '../../src/store/findMigrationsDir'
import { migrate } from '../../src/store/migrate'

/**
 * A migrated PGlite store in `dataDir`, copied from a template built once per set of migrations
 * (PGlite's initdb costs seconds, tens of seconds on a busy machine; a copy costs a fraction).
 * The template lives in the OS temp folder, named after a hash of the migration files.
 *
 * @example
 * const store = await createTestStore(await mkdtemp(join(tmpdir(), 'x-')))
 */
export async function createTestStore(dataDir: string): Promise<Store> {
  await copyStoreTemplate(dataDir)
  const store = await createStore({ dataDir })
  // Migrations added after the template was built (a new file, in a test run) still apply.
  await migrate(store)
  return store
}

/**
 * Puts a migrated, empty PGlite database in `<dataDir>/pg`, so that a cloud started on
 * `dataDir` skips initdb (what `createTestStore` does before opening it).
 *
 * @example
 * await copyStoreTemplate(dataDir)
 * const cloud = await startTestCloud({ dataDir })
 */
export async function copyStoreTemplate(dataDir: string): Promise<void> {
  const template = await ensureTemplate()
  await cp(join(template, 'pg'), join(dataDir, 'pg'), { recursive: true })
}

async function ensureTemplate(): Promise<string> {
  const dir = findMigrationsDir()
  const hash = createHash('sha256')
  for (const file of (await readdir(dir)).sort()) {
    hash.update(file)
    hash.update(await readFile(join(dir, file)))
  }
  const template = join(tmpdir(), `airlock-cloud-pg-${hash.digest('hex').slice(0, 16)}`)
  if (await exists(template)) return template
  const building = await mkdtemp(`${template}-building-`)
  const store = await createStore({ dataDir: building })
  await migrate(store)
  await store.close()
  // Another test file may have finished first: keep theirs.
  await rename(building, template).catch(() => rm(building, { recursive: true, force: true }))
  return template
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  )
}

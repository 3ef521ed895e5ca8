import { existsSync, readFileSync } from 'node:fs'
import { readFile, rename, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { PGlite, type PGliteOptions } from '@electric-sql/pglite'

/**
 * Opens PGlite in `dir`. A new folder is filled from a dump of an empty cluster kept in the OS
 * temp folder (per PGlite version) instead of running initdb: initdb took 17.8 s on a busy
 * 2-core machine where loading the 4.5 MB dump took 3.4 s. The first initdb on a machine writes
 * that dump; a missing or unreadable dump just means initdb again.
 *
 * @example
 * const db = await openPglite('.airlock/cloud/pg', { parsers })
 */
export async function openPglite(
  dir: string,
  options: PGliteOptions,
  template: string = join(tmpdir(), `airlock-pglite-${pgliteVersion()}-empty.tar.gz`),
): Promise<PGlite> {
  if (existsSync(join(dir, 'PG_VERSION'))) return PGlite.create(dir, options)
  const dump = await readFile(template).catch(() => undefined)
  if (dump) {
    try {
      return await PGlite.create(dir, { ...options, loadDataDir: new Blob([dump]) })
    } catch {
      // A damaged dump: start clean and write a new one below.
      await rm(dir, { recursive: true, force: true })
    }
  }
  const db = await PGlite.create(dir, options)
  const fresh = Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer())
  // Written aside then renamed, so a concurrent start never reads half a file.
  const partial = `${template}.${process.pid}.partial`
  await writeFile(partial, fresh)
  await rename(partial, template)
  return db
}

function pgliteVersion(): string {
  const require = createRequire(import.meta.url)
  let dir = dirname(require.resolve('@electric-sql/pglite'))
  for (;;) {
    const file = join(dir, 'package.json')
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string }
      if (pkg.name === '@electric-sql/pglite' && pkg.version) return pkg.version
    }
    const parent = dirname(dir)
    if (parent === dir) return 'unknown'
    dir = parent
  }
}

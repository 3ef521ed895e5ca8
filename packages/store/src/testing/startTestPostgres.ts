import { execFileSync } from 'node:child_process'
import {
  accessSync,
  chownSync,
  constants,
  mkdtempSync,
  readdirSync,
  realpathSync,
  rmSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, dirname, join } from 'node:path'
import { freePort } from './freePort'

export type TestPostgres = {
  url: string
  /** The folder of the server binaries it runs (`pg_ctl`, `initdb`), symlinks resolved. */
  bin: string
  stop(): Promise<void>
}

export type StartTestPostgresParameters = {
  /** Folders searched for `pg_ctl` first, as in `PATH` (the default). */
  path?: string
  /**
   * Then these folders, each holding one folder per major version with a `bin` inside, highest
   * major first: where Debian's `postgresql` package installs the server, off `PATH`.
   */
  serverRoots?: readonly string[]
}

/**
 * A throwaway Postgres server on 127.0.0.1 for the `DATABASE_URL` tests, from the `pg_ctl` on
 * PATH, else from `/usr/lib/postgresql/<major>/bin` (Debian's `postgresql` package, highest major
 * first). Postgres refuses to run as root, so as root it runs as the `postgres` user. Undefined
 * when no server binaries are found. Test support, not product.
 *
 * @example
 * const postgres = await startTestPostgres()
 * const store = postgres && (await createStore({ dataDir, databaseUrl: postgres.url }))
 * await postgres?.stop()
 */
export async function startTestPostgres(
  params: StartTestPostgresParameters = {},
): Promise<TestPostgres | undefined> {
  const bin = findServerBin(
    params.path ?? process.env.PATH ?? '',
    params.serverRoots ?? ['/usr/lib/postgresql'],
  )
  if (!bin) return undefined
  const asRoot = process.getuid?.() === 0
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], {
          stdio: 'pipe',
        })
      : execFileSync(join(bin, command), args, { stdio: 'pipe' })
  const dir = mkdtempSync(join(tmpdir(), 'airlock-pg-'))
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
    chownSync(dir, uid, gid)
  }
  const data = join(dir, 'data')
  const port = await freePort()
  run('initdb', ['-D', data, '-U', 'airlock', '--auth=trust', '-E', 'UTF8', '--no-sync'])
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off`,
    'start',
  ])
  return {
    url: `postgres://airlock@127.0.0.1:${port}/postgres`,
    bin,
    stop: async () => {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** The first folder with an executable `pg_ctl`: on `path`, then under each root by major, descending. */
function findServerBin(path: string, roots: readonly string[]): string | undefined {
  const runs = (file: string) => {
    try {
      accessSync(file, constants.X_OK)
      return true
    } catch {
      return false
    }
  }
  for (const dir of path.split(delimiter))
    if (dir && runs(join(dir, 'pg_ctl'))) return dirname(realpathSync(join(dir, 'pg_ctl')))
  for (const root of roots) {
    let majors: string[]
    try {
      majors = readdirSync(root)
    } catch {
      continue
    }
    // Numerically: 9.6 is older than 15, though it sorts after it as text.
    majors.sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
    for (const major of majors) {
      const pgCtl = join(root, major, 'bin', 'pg_ctl')
      if (runs(pgCtl)) return dirname(realpathSync(pgCtl))
    }
  }
  return undefined
}

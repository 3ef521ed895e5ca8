import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, mkdtempSync, realpathSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { freePort } from './freePort'

export type TestPostgres = { url: string; stop(): Promise<void> }

/**
 * A throwaway Postgres server on 127.0.0.1 for the `DATABASE_URL` tests, from the `pg_ctl` on
 * PATH (Debian's `postgresql` package). Postgres refuses to run as root, so as root it runs as the
 * `postgres` user. Undefined when no server binaries are installed. Test support, not product.
 *
 * @example
 * const postgres = await startTestPostgres()
 * const store = postgres && (await createStore({ dataDir, databaseUrl: postgres.url }))
 * await postgres?.stop()
 */
export async function startTestPostgres(): Promise<TestPostgres | undefined> {
  const which = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' })
  if (which.status !== 0 || !which.stdout.trim()) return undefined
  const bin = dirname(realpathSync(which.stdout.trim()))
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
    stop: async () => {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The project the local cloud is started with for core's tests, and the one origin it allows. */
export const CLOUD_PROJECT = { id: 'core-test', origin: 'http://allowed.test' } as const

export type LocalCloud = { url: string; stop(): Promise<void> }

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..')

/**
 * Runs the real local cloud (`apps/cloud`, built first when its bundle is missing) on free
 * loopback ports in a temporary data folder, with its two anvil chains, and resolves once
 * `/health` answers. Only for tests: core's code never imports the cloud.
 */
export async function startLocalCloud(): Promise<LocalCloud> {
  const main = join(repoRoot, 'apps/cloud/dist/main.js')
  if (!existsSync(main))
    execFileSync('pnpm', ['--filter', '@airlock/cloud', 'build'], {
      cwd: repoRoot,
      stdio: 'ignore',
    })
  const dataDir = await mkdtemp(join(tmpdir(), 'airlock-core-cloud-'))
  const [port, relayPort] = [await freePort(), await freePort()]
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [main], {
    cwd: dirname(main),
    env: {
      ...process.env,
      AIRLOCK_CLOUD_PORT: String(port),
      AIRLOCK_RELAY_PORT: String(relayPort),
      AIRLOCK_DATA_DIR: dataDir,
      AIRLOCK_CHAIN_PORTS: '1:0,8453:0',
      AIRLOCK_PROJECTS: `${CLOUD_PROJECT.id}=${CLOUD_PROJECT.origin}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  const keep = (chunk: Buffer): void => {
    log = (log + chunk.toString('utf8')).slice(-4000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const stop = async (): Promise<void> => {
    await stopChild(child)
    await rm(dataDir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop()
      throw new TypeError(`the local cloud exited before it was ready:\n${log}`)
    }
    const ok = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return { url, stop }
    await new Promise((done) => setTimeout(done, 250))
  }
  await stop()
  throw new TypeError(`the local cloud was not ready after 120 s:\n${log}`)
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => done(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((done) => child.once('exit', done))
  // SIGTERM lets the cloud stop its anvil processes.
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
}

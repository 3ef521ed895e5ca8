import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePorts, type LocalStack, startLocalStack } from '@airlock/testing/stack'

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const cloudDir = resolve(appDir, '../cloud')
const host = '127.0.0.1'
const projectId = 'airlock-e2e'

/**
 * Starts the local cloud (`startLocalStack` of @airlock/testing: chains, Blockchain API, registry,
 * relay; no secure site, nothing here logs in by email) and `next start` of this app's production
 * build against it, on free ports; the tests read `E2E_APP_URL` and the stack's `E2E_*`
 * variables. The build is made first when missing or older than the sources (turbo builds it
 * before `test:e2e`). Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = performance.now()
  const tmp = await mkdtemp(join(tmpdir(), 'airlock-next-e2e-'))
  const [appPort, cloudPort, relayPort] = (await freePorts(3)) as [number, number, number]
  const appUrl = `http://${host}:${appPort}`
  let stack: LocalStack | undefined
  let server: ChildProcess | undefined
  const teardown = async () => {
    if (server) await stop(server)
    await stack?.stop()
    await rm(tmp, { recursive: true, force: true })
  }
  try {
    const cloudMain = join(cloudDir, 'dist', 'main.js')
    if (!existsSync(cloudMain)) build('@airlock/cloud')
    const starting = startLocalStack({
      projectId,
      dappOrigins: [appUrl],
      dataDir: join(tmp, 'stack'),
      cloudMain,
      secureSiteMain: false,
      ports: { cloud: cloudPort, relay: relayPort },
    })
    if (isStale()) build('@airlock/next-example')
    stack = await starting
    server = spawn(
      process.execPath,
      [nextBin(), 'start', '--hostname', host, '--port', String(appPort)],
      {
        cwd: appDir,
        env: {
          ...process.env,
          NEXT_TELEMETRY_DISABLED: '1',
          AIRLOCK_CLOUD_URL: stack.cloudUrl,
          AIRLOCK_PROJECT_ID: projectId,
          AIRLOCK_RELAY_URL: stack.relayUrl,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    await waitForOk(appUrl, server)
  } catch (error) {
    await teardown()
    throw error
  }
  Object.assign(process.env, stack.env, { E2E_APP_URL: appUrl })
  console.info(
    `[e2e] cloud ${stack.cloudUrl}, app ${appUrl} (next start), ready in ${Math.round(performance.now() - started)} ms`,
  )
  return teardown
}

function nextBin(): string {
  return join(appDir, 'node_modules', 'next', 'dist', 'bin', 'next')
}

function build(name: string): void {
  execFileSync('pnpm', ['--filter', name, 'build'], { cwd: appDir, stdio: 'inherit' })
}

// The production build is missing or older than a source file.
function isStale(): boolean {
  const buildId = join(appDir, '.next', 'BUILD_ID')
  if (!existsSync(buildId)) return true
  return statSync(buildId).mtimeMs < newestMtime(join(appDir, 'src'))
}

function newestMtime(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs)
  }
  return newest
}

async function waitForOk(url: string, child: ChildProcess): Promise<void> {
  let log = ''
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode})\n${log}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250))
  }
  throw new Error(`${url} not ready after 60 s\n${log}`)
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((done) => child.once('exit', done))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
}

import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePorts, type LocalStack, startLocalStack } from '@airlock/testing/stack'

const demoDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const cloudDir = resolve(demoDir, '../cloud')
const secureSiteDir = resolve(demoDir, '../secure-site')
const host = '127.0.0.1'
const projectId = 'airlock-e2e'

/**
 * Starts the real local stack (`startLocalStack` of @airlock/testing: the cloud with its chains and
 * relay, and the secure site; temp data folder, free ports), builds the demo against it and serves
 * the build with `vite preview`, and serves the sources with `vite dev` too (React's StrictMode
 * in development, for the `dev` project); the tests read the URLs from `E2E_*` variables.
 * Returns the teardown, which stops everything and removes the folder.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = performance.now()
  const tmp = await mkdtemp(join(tmpdir(), 'airlock-e2e-'))
  const [demoPort, cloudPort, relayPort, sitePort, devPort] = (await freePorts(5)) as [
    number,
    number,
    number,
    number,
    number,
  ]
  const demoUrl = `http://${host}:${demoPort}`
  // The demo as `npm run dev` serves it (vite dev: React's StrictMode mounts every component
  // twice), for the `dev` project of playwright.config.ts.
  const devDemoUrl = `http://${host}:${devPort}`
  // The same build reached as `localhost`: another site than the services on 127.0.0.1, as a
  // dapp and its secure site are in production (the cross-site tests of embeddedTrust.spec.ts).
  const crossSiteDemoUrl = `http://localhost:${demoPort}`
  let stack: LocalStack | undefined
  let preview: ChildProcess | undefined
  let dev: ChildProcess | undefined
  const teardown = async () => {
    if (dev) await stop(dev)
    if (preview) await stop(preview)
    await stack?.stop()
    await rm(tmp, { recursive: true, force: true })
  }
  try {
    const cloudMain = ensureBuilt('@airlock/cloud', cloudDir)
    const secureSiteMain = ensureBuilt('@airlock/secure-site', secureSiteDir)
    const starting = startLocalStack({
      projectId,
      dappOrigins: [demoUrl, crossSiteDemoUrl, devDemoUrl],
      dataDir: join(tmp, 'stack'),
      cloudMain,
      secureSiteMain,
      ports: { cloud: cloudPort, relay: relayPort, secureSite: sitePort },
    })
    // The demo is built against the stack's URLs while the stack seeds its chains.
    const demoEnv = {
      ...process.env,
      VITE_AIRLOCK_CLOUD_URL: `http://${host}:${cloudPort}`,
      VITE_AIRLOCK_PROJECT_ID: projectId,
      VITE_AIRLOCK_RELAY_URL: `ws://${host}:${relayPort}`,
      VITE_AIRLOCK_SECURE_SITE_URL: `http://${host}:${sitePort}`,
    }
    const build = run(
      'node',
      [viteBin(), 'build', '--outDir', join(tmp, 'demo'), '--emptyOutDir', '--logLevel', 'warn'],
      demoEnv,
    )
    // Both settle before a failure is thrown, so the teardown can stop a stack that did start.
    const [stackResult] = await Promise.allSettled([starting, build])
    if (stackResult.status === 'fulfilled') stack = stackResult.value
    await Promise.all([starting, build])
    preview = spawn(
      'node',
      [
        viteBin(),
        'preview',
        '--outDir',
        join(tmp, 'demo'),
        '--host',
        host,
        '--port',
        String(demoPort),
        '--strictPort',
      ],
      { cwd: demoDir, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    await waitForOk(demoUrl, 30_000, preview, collect(preview))
    dev = spawn(
      'node',
      [viteBin(), '--host', host, '--port', String(devPort), '--strictPort', '--logLevel', 'warn'],
      { cwd: demoDir, env: demoEnv, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    await waitForOk(devDemoUrl, 30_000, dev, collect(dev))
  } catch (error) {
    await teardown()
    throw error
  }
  const ready = stack as LocalStack
  Object.assign(process.env, ready.env, {
    E2E_DEMO_URL: demoUrl,
    E2E_DEMO_CROSS_SITE_URL: crossSiteDemoUrl,
    E2E_DEV_DEMO_URL: devDemoUrl,
  })
  console.info(
    `[e2e] cloud ${ready.cloudUrl}, relay ${ready.relayUrl}, secure site ${ready.secureSiteUrl}, demo ${demoUrl} (vite dev ${devDemoUrl}), ready in ${Math.round(performance.now() - started)} ms`,
  )
  return teardown
}

/**
 * The service's bundle, built first when missing or older than its sources (turbo builds it
 * before `test:e2e`; a direct `playwright test` after editing the service should not run a stale
 * one).
 */
function ensureBuilt(name: string, dir: string): string {
  const bundle = join(dir, 'dist', 'main.js')
  if (!existsSync(bundle) || statSync(bundle).mtimeMs < newestMtime(join(dir, 'src')))
    execFileSync('pnpm', ['--filter', name, 'build'], { cwd: demoDir, stdio: 'ignore' })
  return bundle
}

function newestMtime(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs)
  }
  return newest
}

function viteBin(): string {
  return join(demoDir, 'node_modules', 'vite', 'bin', 'vite.js')
}

function collect(child: ChildProcess): () => string {
  let out = ''
  const keep = (chunk: Buffer) => {
    out = (out + chunk.toString()).slice(-4000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return () => out
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: demoDir, env, stdio: ['ignore', 'pipe', 'pipe'] })
    const log = collect(child)
    child.once('exit', (code) =>
      code === 0 ? done() : fail(new E2eSetupError(`${args[1]} exited with ${code}\n${log()}`)),
    )
  })
}

async function waitForOk(
  url: string,
  timeoutMs: number,
  child: ChildProcess,
  log: () => string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new E2eSetupError(`${url}: the process exited (${child.exitCode})\n${log()}`)
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250))
  }
  throw new E2eSetupError(`${url} not ready after ${timeoutMs} ms\n${log()}`)
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((done) => child.once('exit', done))
  child.kill('SIGTERM')
  // The cloud saves its chains on SIGTERM; a stuck process is killed after 10 s.
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
}

class E2eSetupError extends Error {
  override name = 'E2eSetupError'
}

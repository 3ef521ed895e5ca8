import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const demoDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const cloudDir = resolve(demoDir, '../cloud')
const host = '127.0.0.1'
const projectId = 'airlock-e2e'

/**
 * Starts the real local cloud (temp data folder, free ports), builds the demo against it and
 * serves the build with `vite preview`; the tests read the URLs from `E2E_*` variables.
 * Returns the teardown, which stops both and removes the folder.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = performance.now()
  const tmp = await mkdtemp(join(tmpdir(), 'airlock-e2e-'))
  const [cloudPort, chain1Port, chain8453Port, demoPort] = await freePorts(4)
  const cloudUrl = `http://${host}:${cloudPort}`
  const demoUrl = `http://${host}:${demoPort}`
  const children: ChildProcess[] = []
  const teardown = async () => {
    for (const child of children.reverse()) await stop(child)
    await rm(tmp, { recursive: true, force: true })
  }
  try {
    const { child: cloud, log: cloudLog } = await startCloudProcess({
      ...process.env,
      AIRLOCK_CLOUD_PORT: String(cloudPort),
      AIRLOCK_DATA_DIR: join(tmp, 'cloud'),
      AIRLOCK_CHAIN_PORTS: `1:${chain1Port},8453:${chain8453Port}`,
      AIRLOCK_PROJECTS: `${projectId}=${demoUrl}`,
    })
    children.push(cloud)
    // The build runs while the cloud seeds its chains.
    const build = run(
      'node',
      [viteBin(), 'build', '--outDir', join(tmp, 'demo'), '--emptyOutDir', '--logLevel', 'warn'],
      {
        ...process.env,
        VITE_AIRLOCK_CLOUD_URL: cloudUrl,
        VITE_AIRLOCK_PROJECT_ID: projectId,
      },
    )
    await Promise.all([waitForOk(`${cloudUrl}/health`, 180_000, cloud, cloudLog), build])
    const preview = spawn(
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
    children.push(preview)
    await waitForOk(demoUrl, 30_000, preview, collect(preview))
  } catch (error) {
    await teardown()
    throw error
  }
  process.env.E2E_DEMO_URL = demoUrl
  process.env.E2E_CLOUD_URL = cloudUrl
  process.env.E2E_PROJECT_ID = projectId
  process.env.E2E_RPC_1 = `http://${host}:${chain1Port}`
  process.env.E2E_RPC_8453 = `http://${host}:${chain8453Port}`
  console.info(
    `[e2e] cloud ${cloudUrl}, demo ${demoUrl}, ready in ${Math.round(performance.now() - started)} ms`,
  )
  return teardown
}

/**
 * Runs the cloud's bundle, building it first when missing or older than its sources (the cloud
 * is not a dependency of the demo, so turbo may not have built it, or may be building it right
 * now in a parallel task: a start that finds no bundle builds and tries once more).
 */
async function startCloudProcess(
  env: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; log: () => string }> {
  const bundle = join(cloudDir, 'dist', 'main.js')
  const build = () =>
    execFileSync('pnpm', ['--filter', '@airlock/cloud', 'build'], { cwd: demoDir, stdio: 'ignore' })
  if (!existsSync(bundle) || statSync(bundle).mtimeMs < newestMtime(join(cloudDir, 'src'))) build()
  for (let attempt = 1; ; attempt++) {
    const cloud = spawn('node', ['--enable-source-maps', 'dist/main.js'], {
      cwd: cloudDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const log = collect(cloud)
    const early = await Promise.race([
      new Promise<number | null>((done) => cloud.once('exit', done)),
      new Promise<'running'>((done) => setTimeout(() => done('running'), 1_000)),
    ])
    if (early === 'running' || attempt === 2) return { child: cloud, log }
    build()
  }
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

async function freePorts(count: number): Promise<number[]> {
  // Held open together so the same port is never handed out twice.
  const servers = await Promise.all(
    Array.from({ length: count }, () => {
      const server = createServer()
      return new Promise<ReturnType<typeof createServer>>((done, fail) => {
        server.once('error', fail)
        server.listen(0, host, () => done(server))
      })
    }),
  )
  const ports = servers.map((server) => {
    const address = server.address()
    return typeof address === 'object' && address ? address.port : 0
  })
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))))
  return ports
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

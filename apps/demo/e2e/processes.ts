import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

// Process helpers of the e2e global setups (globalSetup.ts, scaleout/globalSetup.ts).

/** The demo app's folder (where vite runs). */
export const demoDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/**
 * The service's bundle, built first when missing or older than its sources (turbo builds it
 * before `test:e2e`; a direct `playwright test` after editing the service should not run a stale
 * one).
 */
export function ensureBuilt(name: string, dir: string): string {
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

export function viteBin(): string {
  return join(demoDir, 'node_modules', 'vite', 'bin', 'vite.js')
}

export function collect(child: ChildProcess): () => string {
  let out = ''
  const keep = (chunk: Buffer) => {
    out = (out + chunk.toString()).slice(-4000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return () => out
}

export function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: demoDir, env, stdio: ['ignore', 'pipe', 'pipe'] })
    const log = collect(child)
    child.once('exit', (code) =>
      code === 0 ? done() : fail(new E2eSetupError(`${args[1]} exited with ${code}\n${log()}`)),
    )
  })
}

export async function waitForOk(
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

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((done) => child.once('exit', done))
  child.kill('SIGTERM')
  // The cloud saves its chains on SIGTERM; a stuck process is killed after 10 s.
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
}

export class E2eSetupError extends Error {
  override name = 'E2eSetupError'
}

/** `vite build`s the demo into `outDir` with `env` (the `VITE_AIRLOCK_*` URLs of a stack). */
export function buildDemo(outDir: string, env: NodeJS.ProcessEnv): Promise<void> {
  return run(
    'node',
    [viteBin(), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    env,
  )
}

/**
 * Serves a demo build from `outDir` with `vite preview` on `host:port` and resolves once it
 * answers; a preview that does not come up is stopped before the error is thrown.
 */
export async function servePreview(
  outDir: string,
  host: string,
  port: number,
  env: NodeJS.ProcessEnv = process.env,
): Promise<ChildProcess> {
  const preview = spawn(
    'node',
    [
      viteBin(),
      'preview',
      '--outDir',
      outDir,
      '--host',
      host,
      '--port',
      String(port),
      '--strictPort',
    ],
    // `env`: the stack's URLs, for the demo's server route (the sign-in check).
    { cwd: demoDir, env, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  try {
    await waitForOk(`http://${host}:${port}`, 30_000, preview, collect(preview))
  } catch (error) {
    await stop(preview)
    throw error
  }
  return preview
}

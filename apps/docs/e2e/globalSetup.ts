import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePorts, type LocalStack, startLocalStack } from '@airlock/testing/stack'

const host = '127.0.0.1'
const docsDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')
/** What the live examples are built with (src/live/LiveAirlock.tsx): `npm run dev`'s layout. */
const projectId = 'airlock-demo'
const fixedPorts = { cloud: 8787, secureSite: 8788 } as const
/** The servers come with `@airlock/services`, the command the docs tell a dapp to run. */
const servicesDir = dirname(
  createRequire(import.meta.url).resolve('@airlock/services/package.json'),
)

/**
 * Starts the real local services where the built live examples look for them (the cloud on
 * 8787, the secure site on the next port; the rest on free ports, in a temporary data folder),
 * with the `airlock-demo` project accepting the site's origin, and serves the built site
 * (`docusaurus serve` of dist/) on a free port. The tests read the URLs from `E2E_*` variables.
 * Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = performance.now()
  if (!existsSync(join(docsDir, 'dist', 'index.html')))
    throw new Error(
      'dist/ has no site: build it first (pnpm exec turbo run build --filter=@airlock/docs)',
    )
  for (const [name, port] of Object.entries(fixedPorts))
    if (!(await isFree(port)))
      throw new Error(
        `127.0.0.1:${port} is busy: the live examples need the ${name} there (their deploymentUrl is http://127.0.0.1:8787). Stop \`npm run dev\` or \`npx airlock-services\` first.`,
      )
  const tmp = await mkdtemp(join(tmpdir(), 'airlock-docs-e2e-'))
  const [sitePort] = (await freePorts(1)) as [number]
  const siteUrl = `http://${host}:${sitePort}`
  let stack: LocalStack | undefined
  let site: ChildProcess | undefined
  const teardown = async () => {
    if (site) await stop(site)
    await stack?.stop()
    await rm(tmp, { recursive: true, force: true })
  }
  try {
    stack = await startLocalStack({
      projectId,
      dappOrigins: [siteUrl],
      dataDir: join(tmp, 'stack'),
      resolveFrom: servicesDir,
      ports: fixedPorts,
    })
    site = spawn(
      'node',
      [
        join(docsDir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'),
        'serve',
        '--dir',
        'dist',
        '--host',
        host,
        '--port',
        String(sitePort),
        '--no-open',
      ],
      { cwd: docsDir, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    await waitForOk(siteUrl, 30_000, site)
  } catch (error) {
    await teardown()
    throw error
  }
  Object.assign(process.env, stack.env, { E2E_DOCS_URL: siteUrl })
  console.info(
    `[docs e2e] cloud ${stack.cloudUrl}, secure site ${stack.secureSiteUrl}, the built site ${siteUrl}, ready in ${Math.round(performance.now() - started)} ms`,
  )
  return teardown
}

function isFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer()
    server.once('error', () => done(false))
    server.listen(port, host, () => server.close(() => done(true)))
  })
}

async function waitForOk(url: string, timeoutMs: number, child: ChildProcess): Promise<void> {
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the site server exited:\n${output}`)
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    if (Date.now() > deadline)
      throw new Error(`${url} did not answer in ${timeoutMs} ms:\n${output}`)
    await new Promise((done) => setTimeout(done, 200))
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((done) => child.once('exit', done))
  child.kill('SIGTERM')
  await Promise.race([exited, new Promise((done) => setTimeout(done, 5_000))])
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
}

import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { after, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { devPorts, findPortHolder, isPortFree, portList } from './dev.mjs'

// Issue 16: `npm run dev` as a good citizen. The command runs as npm runs it (`node
// scripts/airlock.mjs dev`), on free ports and a temporary data folder, without the install
// and build steps (AIRLOCK_DEV_SKIP_BUILD=1: the test runs after `npm test` built everything).

const script = join(dirname(fileURLToPath(import.meta.url)), 'airlock.mjs')
const dataDir = mkdtempSync(join(tmpdir(), 'airlock-dev-'))
after(() => rmSync(dataDir, { recursive: true, force: true }))

async function freePort() {
  const server = createServer()
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function freeEnv() {
  const [demo, cloud, relay, chain1, chain8453, site, oidc, smtp, mail, solana, docs] =
    await Promise.all(Array.from({ length: 11 }, freePort))
  return {
    AIRLOCK_DEV_SKIP_BUILD: '1',
    AIRLOCK_DEV_DATA_DIR: dataDir,
    AIRLOCK_DEMO_PORT: String(demo),
    AIRLOCK_CLOUD_PORT: String(cloud),
    AIRLOCK_RELAY_PORT: String(relay),
    AIRLOCK_SOLANA_PORT: String(solana),
    AIRLOCK_CHAIN_PORTS: `1:${chain1},8453:${chain8453}`,
    AIRLOCK_SECURE_SITE_PORT: String(site),
    AIRLOCK_OIDC_PORT: String(oidc),
    AIRLOCK_SMTP_PORT: String(smtp),
    AIRLOCK_MAIL_PORT: String(mail),
    AIRLOCK_DOCS_PORT: String(docs),
  }
}

/**
 * Runs the dev command (`node scripts/airlock.mjs dev`, or `npm run dev` with `viaNpm`);
 * `until(output)` decides when `onReady(child)` runs.
 */
function runDev(env, { until, onReady, viaNpm = false } = {}) {
  const [command, args] = viaNpm
    ? ['npm', ['run', '--silent', 'dev']]
    : [process.execPath, [script, 'dev']]
  const child = spawn(command, args, {
    cwd: dirname(dirname(script)),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  let fired = false
  const collect = (chunk) => {
    output += chunk
    if (!fired && until?.(output)) {
      fired = true
      onReady?.(child)
    }
  }
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  return new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, output, pid: child.pid })),
  )
}

async function assertAllFree(env) {
  const ports = portList(devPorts(env))
  const busy = []
  for (const [port, service] of ports)
    if (!(await isPortFree(port))) busy.push(`${port} ${service}: ${findPortHolder(port)}`)
  assert.deepEqual(busy, [], 'every port is free once the command has exited')
  // And no process is left that uses the data folder (anvil's --state file is in it).
  const left = readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dataDir)
      } catch {
        return false
      }
    })
  assert.deepEqual(left, [], 'no process of the stack is left')
}

const cases = [
  ['SIGTERM', false],
  ['SIGHUP', false],
  ['SIGINT', false],
  // What a process manager or a CI timeout does to `npm run dev`: npm passes SIGTERM on and exits
  // after its child (the command used to keep running, with every service, after npm had gone).
  ['SIGTERM', true],
]
for (const [signal, viaNpm] of cases) {
  const who = viaNpm ? '`npm run dev`' : 'the command'
  test(`${signal} to ${who} stops every service: when it exits, every port is free`, async () => {
    const env = await freeEnv()
    const started = Date.now()
    let readyMs = 0
    const result = await runDev(env, {
      viaNpm,
      until: (output) => output.includes('[airlock] ready:'),
      onReady: (child) => {
        readyMs = Date.now() - started
        child.kill(signal)
      },
    })
    assert.ok(readyMs > 0, `never ready:\n${result.output.slice(-3000)}`)
    // npm re-raises the signal on itself once its child has exited.
    if (viaNpm) assert.ok(result.code === 0 || result.signal === signal, result.output.slice(-3000))
    else assert.equal(result.code, 0, result.output.slice(-3000))
    assert.match(result.output, new RegExp(`${signal}: stopping every service`))
    await assertAllFree(env)
    console.info(
      `${signal} to ${who}: ready after ${readyMs} ms, stopped ${Date.now() - started - readyMs} ms later`,
    )
  })
}

test('a busy port is one line naming the port and what holds it; exit 1, nothing started', async () => {
  const env = await freeEnv()
  const holder = createServer()
  await new Promise((resolve) => holder.listen(Number(env.AIRLOCK_MAIL_PORT), '127.0.0.1', resolve))
  try {
    const result = await runDev(env)
    assert.equal(result.code, 1)
    const lines = result.output.trim().split('\n')
    assert.equal(lines.length, 1, result.output)
    assert.match(
      lines[0] ?? '',
      new RegExp(
        `^\\[airlock\\] port ${env.AIRLOCK_MAIL_PORT} \\(the mail catcher \\(inbox\\)\\) is already in use by pid ${process.pid} \\(`,
      ),
    )
  } finally {
    await new Promise((resolve) => holder.close(resolve))
  }
  await assertAllFree(env)
})

test('a service that fails at start fails the command (exit 1) and stops the others', async () => {
  const env = await freeEnv()
  // The secure site refuses a short secret at start; the cloud and the mail catcher are up by then.
  const result = await runDev({ ...env, AIRLOCK_SECURE_SITE_SECRET: 'too short' })
  assert.equal(result.code, 1, result.output.slice(-3000))
  assert.match(result.output, /the secure site exited \(1\) during start; stopping everything/)
  assert.match(result.output, /stopping the cloud/)
  await assertAllFree(env)
})

import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { LocalStackError } from '../errors/LocalStackError'
import { freePorts } from './freePorts'
import { localStackFromEnv } from './localStackFromEnv'
import { startLocalStack } from './startLocalStack'
import { startService } from './startService'

// The whole stack against the real cloud runs in the demo's end-to-end tests (its global setup
// is this function); here: the launcher's own rules, with small real Node programs as services.

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'airlock-stack-test-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

test('free ports are distinct and bindable', async () => {
  const ports = await freePorts(6)
  expect(new Set(ports).size).toBe(6)
  for (const port of ports) expect(port).toBeGreaterThan(0)
})

describe('startService', () => {
  test('resolves once the health check answers, and stop ends the process', async () => {
    const [port] = (await freePorts(1)) as [number]
    const main = join(dir, 'ok.mjs')
    await writeFile(
      main,
      `import { createServer } from 'node:http'
       setTimeout(() => createServer((_, res) => res.end('ok')).listen(Number(process.env.PORT), '127.0.0.1'), 300)`,
    )
    const service = await startService({
      name: 'a service',
      main,
      env: { PORT: String(port) },
      healthUrl: `http://127.0.0.1:${port}/health`,
      timeoutMs: 20_000,
    })
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ok')
    await service.stop()
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow()
  })

  test('a service that exits first is reported with its output', async () => {
    const main = join(dir, 'fails.mjs')
    await writeFile(main, `console.error('no database here'); process.exit(3)`)
    const start = startService({
      name: 'the broken one',
      main,
      env: {},
      healthUrl: 'http://127.0.0.1:9/health',
      timeoutMs: 20_000,
    })
    await expect(start).rejects.toThrow(LocalStackError)
    await expect(start).rejects.toThrow(/the broken one exited \(3\)[\s\S]*no database here/)
  })
})

test('a stack whose bundle is missing says how to fix it', async () => {
  await expect(
    startLocalStack({ cloudMain: join(dir, 'missing.js'), secureSiteMain: false }),
  ).rejects.toThrow(/missing\.js does not exist: build its package first/)
})

test('the env a global setup exported reads back as the cloud fixture', () => {
  expect(
    localStackFromEnv({
      E2E_CLOUD_URL: 'http://127.0.0.1:1234',
      E2E_PROJECT_ID: 'p',
      E2E_RPC_1: 'http://127.0.0.1:1',
      E2E_RPC_8453: 'http://127.0.0.1:2',
    }),
  ).toEqual({
    url: 'http://127.0.0.1:1234',
    projectId: 'p',
    rpc: { 1: 'http://127.0.0.1:1', 8453: 'http://127.0.0.1:2' },
  })
  expect(() => localStackFromEnv({})).toThrow(/E2E_CLOUD_URL and E2E_PROJECT_ID are unset/)
})

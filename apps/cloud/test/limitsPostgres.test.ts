import { createPgStore, type Store } from '@airlock/store'
import { startTestPostgres, type TestPostgres } from '@airlock/store/testing'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { CloudLimits } from '../src/limits/types'
import { startTestCloud, type TestCloud } from './startTestCloud'
import { type HttpAnswer, sendHttp } from './support/sendHttp'

// Issue 16 (scale-out): two cloud processes on one Postgres (DATABASE_URL) serve one deployment,
// and the rate limits hold across both. Two clouds in this process, each with its own data
// folder, port and connection pool, stand for the two processes: what they share is only the
// database. Requests alternate between them; were the buckets per process, each would pass its
// own burst (twice the limit). Slow refills, so a loaded machine's pauses refill nothing.
// Clients are told apart by their loopback source address. Skipped without Postgres binaries.

const limits: CloudLimits = {
  apiPerIp: { perSecond: 0.5, burst: 10 },
  apiPerProject: { perSecond: 0.1, burst: 20 },
  rpcPerIp: { perSecond: 0.2, burst: 10 },
  rpcPerProject: { perSecond: 1, burst: 1_000 },
  connectionsPerIp: 64,
  relayConnectionsPerIp: 50,
}
const postgres: TestPostgres | undefined = await startTestPostgres()
let a: TestCloud
let b: TestCloud
/** A connection of the test's own, to read the buckets. */
let direct: Store

beforeAll(async () => {
  if (!postgres) return
  const options = {
    chains: [],
    limits,
    databaseUrl: postgres.url,
    env: { AIRLOCK_PROJECTS: 'p-ip=;p-project=;p-other=;p-rpc=' },
  }
  // One after the other: both migrate and seed the same database.
  a = await startTestCloud(options)
  b = await startTestCloud(options)
  direct = await createPgStore(postgres.url)
}, 180_000)
afterAll(async () => {
  await a?.dispose()
  await b?.dispose()
  await direct?.close()
  await postgres?.stop()
})

const api = (projectId: string) => `/getAnalyticsConfig?projectId=${projectId}&st=test&sv=1`
const rpcPath = (projectId: string) => `/v1/?chainId=eip155:1&projectId=${projectId}`
const rpcBatch = (n: number) =>
  JSON.stringify(
    Array.from({ length: n }, (_, id) => ({ jsonrpc: '2.0', id, method: 'eth_chainId' })),
  )
/** The i-th request goes to A when i is even, to B when odd. */
const cloudFor = (i: number) => (i % 2 === 0 ? a : b)
const retryAfter = (answer: HttpAnswer) => Number(answer.headers['retry-after'])

describe.skipIf(!postgres)('rate limits shared by two clouds on one Postgres', () => {
  test('per IP address: the burst across both, then 429 from either; Retry-After is the wait for one token', async () => {
    expect([a.store.kind, b.store.kind]).toEqual(['postgres', 'postgres'])
    const statuses: number[] = []
    for (let i = 0; i < limits.apiPerIp.burst; i++)
      statuses.push((await sendHttp(cloudFor(i).url, api('p-ip'), { from: '127.0.2.1' })).status)
    expect(statuses).toEqual(Array(limits.apiPerIp.burst).fill(200))

    const onA = await sendHttp(a.url, api('p-ip'), { from: '127.0.2.1' })
    const onB = await sendHttp(b.url, api('p-ip'), { from: '127.0.2.1' })
    for (const refused of [onA, onB]) {
      expect(refused.status).toBe(429)
      // One token every 2 s: the wait is 2 s less what came back since the last take.
      expect(retryAfter(refused)).toBeGreaterThanOrEqual(1)
      expect(retryAfter(refused)).toBeLessThanOrEqual(2)
      expect(refused.json).toEqual({
        error: 'Too Many Requests',
        reason: 'over 0.5 requests per second (burst 10) from this IP address',
        retryAfter: retryAfter(refused),
      })
    }
    // Another address is served by both.
    expect((await sendHttp(a.url, api('p-ip'), { from: '127.0.2.2' })).status).toBe(200)
    expect((await sendHttp(b.url, api('p-ip'), { from: '127.0.2.2' })).status).toBe(200)
    // After Retry-After, the token that came back is served by the other process.
    await new Promise((done) => setTimeout(done, retryAfter(onB) * 1000))
    expect((await sendHttp(a.url, api('p-ip'), { from: '127.0.2.1' })).status).toBe(200)
    expect((await sendHttp(b.url, api('p-ip'), { from: '127.0.2.1' })).status).toBe(429)

    // The buckets are rows in the shared database, keyed by scope, kind and address.
    const { rows } = await direct.query<{ key: string }>(
      "select key from rate_buckets where key like '%127.0.2.%' order by key",
    )
    expect(rows.map((r) => r.key)).toEqual(['api:ip:127.0.2.1', 'api:ip:127.0.2.2'])
  })

  test('per project: many addresses on both clouds together are held to the project budget', async () => {
    const statuses: number[] = []
    for (let i = 0; i < limits.apiPerProject.burst; i++)
      statuses.push(
        (await sendHttp(cloudFor(i).url, api('p-project'), { from: `127.0.3.${i + 1}` })).status,
      )
    expect(statuses).toEqual(Array(limits.apiPerProject.burst).fill(200))
    for (const cloud of [a, b]) {
      const refused = await sendHttp(cloud.url, api('p-project'), { from: '127.0.3.200' })
      expect(refused.status).toBe(429)
      expect((refused.json as { reason: string }).reason).toBe(
        'over 0.1 requests per second (burst 20) for this project',
      )
      // One token every 10 s.
      expect(retryAfter(refused)).toBeGreaterThanOrEqual(9)
      expect(retryAfter(refused)).toBeLessThanOrEqual(10)
    }
    // Another project is not affected.
    expect((await sendHttp(b.url, api('p-other'), { from: '127.0.3.201' })).status).toBe(200)
  })

  test('the RPC proxy: a batch on A counts one token per request against the bucket B reads', async () => {
    // No chain is served here: the batch is answered "unsupported chain" (400), after its charge.
    const first = await sendHttp(a.url, rpcPath('p-rpc'), {
      method: 'POST',
      body: rpcBatch(8),
      from: '127.0.4.1',
    })
    expect(first.status).toBe(400)
    // 2 tokens left: a batch of 5 on B passes the common check (1 token, 1 left), then its 4
    // other requests are refused, taking nothing.
    const refused = await sendHttp(b.url, rpcPath('p-rpc'), {
      method: 'POST',
      body: rpcBatch(5),
      from: '127.0.4.1',
    })
    expect(refused.status).toBe(429)
    // 3 tokens short, 0.2 tokens a second: 15 s less what came back since.
    expect(retryAfter(refused)).toBeGreaterThanOrEqual(14)
    expect(retryAfter(refused)).toBeLessThanOrEqual(15)
    expect(refused.json).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: {
        code: -32005,
        message: 'Too Many Requests',
        data: {
          reason: 'over 0.2 requests per second (burst 10) from this IP address',
          retryAfter: retryAfter(refused),
        },
      },
    })
    // The last token, on A; then nothing on either.
    const single = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' })
    const send = (cloud: TestCloud) =>
      sendHttp(cloud.url, rpcPath('p-rpc'), { method: 'POST', body: single, from: '127.0.4.1' })
    expect((await send(a)).status).toBe(400)
    expect((await send(b)).status).toBe(429)
    expect((await send(a)).status).toBe(429)
  })
})

import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadConfig } from '../src/config/loadConfig'
import { defaultCloudLimits } from '../src/limits/defaultCloudLimits'
import type { CloudLimits } from '../src/limits/types'
import { freePort, startTestCloud, type TestCloud } from './startTestCloud'
import { sendHttp } from './support/sendHttp'

// Issue 16: every limit has a number, a documented answer and a test. Small numbers here so the
// test is quick; the defaults (what `npm run dev` and a production start run) are checked apart.
// Clients are told apart by their source address: Linux answers for all of 127.0.0.0/8.

const limits: CloudLimits = {
  // Slow refills, so a loaded machine's pauses between requests do not refill a bucket.
  apiPerIp: { perSecond: 0.5, burst: 5 },
  apiPerProject: { perSecond: 0.1, burst: 20 },
  rpcPerIp: { perSecond: 0.2, burst: 10 },
  rpcPerProject: { perSecond: 1, burst: 1_000 },
  connectionsPerIp: 4,
  relayConnectionsPerIp: 50,
}
const origin = 'http://127.0.0.1:5173'
let cloud: TestCloud
let host: string
let port: number

beforeAll(async () => {
  cloud = await startTestCloud({
    chains: [{ chainId: 1, port: await freePort() }],
    limits,
    env: {
      AIRLOCK_PROJECTS: `p-ip=${origin};p-project=;p-other=;p-rpc=;p-health=`,
    },
  })
  const url = new URL(cloud.url)
  host = url.hostname
  port = Number(url.port)
})
afterAll(async () => {
  await cloud?.dispose()
})

type Body = { error?: unknown; reason?: string; length?: number } & Record<string, unknown>
type Answer = {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Body
}

/** One request on a new connection from `from` (a loopback address). */
async function send(
  from: string,
  path: string,
  options: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const answer = await sendHttp(cloud.url, path, { ...options, from })
  return { status: answer.status, headers: answer.headers, body: answer.json as Body }
}

const api = (projectId: string) => `/getAnalyticsConfig?projectId=${projectId}&st=test&sv=1`
const rpcPath = (projectId: string) => `/v1/?chainId=eip155:1&projectId=${projectId}`
const rpcBatch = (n: number) =>
  JSON.stringify(
    Array.from({ length: n }, (_, id) => ({ jsonrpc: '2.0', id, method: 'eth_chainId' })),
  )

describe('rate limits (token buckets, 429 with Retry-After)', () => {
  test('per IP address: the burst passes, the next call is 429, another address is served', async () => {
    const statuses: number[] = []
    for (let i = 0; i < limits.apiPerIp.burst; i++)
      statuses.push((await send('127.0.0.2', api('p-ip'))).status)
    expect(statuses).toEqual(Array(limits.apiPerIp.burst).fill(200))

    const refused = await send('127.0.0.2', api('p-ip'), { headers: { origin } })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    expect(refused.body).toEqual({
      error: 'Too Many Requests',
      reason: 'over 0.5 requests per second (burst 5) from this IP address',
      retryAfter: Number(refused.headers['retry-after']),
    })
    // Readable by the dapp: its origin is echoed and Retry-After exposed.
    expect(refused.headers['access-control-allow-origin']).toBe(origin)
    expect(refused.headers['access-control-expose-headers']).toBe('Retry-After')

    expect((await send('127.0.0.3', api('p-ip'))).status).toBe(200)
    // A token comes back every 2 s: after Retry-After the address is served again.
    await new Promise((done) => setTimeout(done, Number(refused.headers['retry-after']) * 1000))
    expect((await send('127.0.0.2', api('p-ip'))).status).toBe(200)
  })

  test('per project: many addresses together are held to the project budget; other projects are not', async () => {
    const statuses: number[] = []
    for (let i = 0; i < limits.apiPerProject.burst; i++)
      statuses.push((await send(`127.0.1.${i + 1}`, api('p-project'))).status)
    expect(statuses).toEqual(Array(limits.apiPerProject.burst).fill(200))
    const refused = await send('127.0.1.200', api('p-project'))
    expect(refused.status).toBe(429)
    expect(refused.body.reason).toBe('over 0.1 requests per second (burst 20) for this project')
    expect((await send('127.0.1.201', api('p-other'))).status).toBe(200)
  })

  test('the RPC proxy: every request of a batch costs a token; refusal is JSON-RPC -32005', async () => {
    const first = await send('127.0.0.4', rpcPath('p-rpc'), { method: 'POST', body: rpcBatch(8) })
    expect(first.status).toBe(200)
    expect(first.body).toHaveLength(8)
    const refused = await send('127.0.0.4', rpcPath('p-rpc'), {
      method: 'POST',
      body: rpcBatch(5),
    })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    expect(refused.body).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: {
        code: -32005,
        message: 'Too Many Requests',
        data: {
          reason: 'over 0.2 requests per second (burst 10) from this IP address',
          retryAfter: Number(refused.headers['retry-after']),
        },
      },
    })
    // The API's bucket is another one: the same address still reads the registry.
    expect((await send('127.0.0.4', api('p-rpc'))).status).toBe(200)
  })

  test('the readiness probe is never limited', async () => {
    for (let i = 0; i < 3 * limits.apiPerIp.burst; i++)
      expect((await send('127.0.0.5', '/health')).status).toBe(200)
  })
})

describe('X-Forwarded-For', () => {
  test('without a trusted proxy (the default) a forged header does not escape the address bucket', async () => {
    const statuses: number[] = []
    for (let i = 0; i <= limits.apiPerIp.burst; i++)
      statuses.push(
        (
          await send('127.0.0.8', api('p-other'), {
            headers: { 'x-forwarded-for': `198.51.100.${i}` },
          })
        ).status,
      )
    expect(statuses.at(-1)).toBe(429)
  })

  test('behind a trusted proxy each forwarded client has its own bucket; what a client wrote is ignored', async () => {
    const proxied = await startTestCloud({
      chains: [],
      limits,
      trustProxyHops: 1,
      env: { AIRLOCK_PROJECTS: 'p-proxy=' },
    })
    try {
      const through = (client: string, forged = '') =>
        sendHttp(proxied.url, api('p-proxy'), {
          from: '127.0.0.9',
          headers: { 'x-forwarded-for': `${forged}${client}` },
        })
      for (let i = 0; i < limits.apiPerIp.burst; i++)
        expect((await through('203.0.113.1')).status).toBe(200)
      expect((await through('203.0.113.1')).status).toBe(429)
      // Another client behind the same proxy is served; prepending a forged entry does not help.
      expect((await through('203.0.113.2')).status).toBe(200)
      expect((await through('203.0.113.1', '203.0.113.99, ')).status).toBe(429)
    } finally {
      await proxied.dispose()
    }
  })
})

describe('connections per IP address', () => {
  test('past the cap a connection is answered 429 and closed; others and freed slots are served', async () => {
    const held: Socket[] = []
    const open = (from: string) =>
      new Promise<Socket>((resolve, reject) => {
        const socket = connect({ host, port, localAddress: from }, () => resolve(socket))
        socket.on('error', reject)
      })
    const readAll = (socket: Socket) =>
      new Promise<string>((resolve) => {
        let text = ''
        socket.on('data', (chunk) => {
          text += chunk
        })
        socket.on('close', () => resolve(text))
      })
    // Idle sockets that never send a byte (what a slowloris holds).
    for (let i = 0; i < limits.connectionsPerIp; i++) held.push(await open('127.0.0.6'))
    const extra = await open('127.0.0.6')
    const answer = await readAll(extra)
    expect(answer).toMatch(/^HTTP\/1\.1 429 Too Many Requests\r\n/)
    expect(answer).toContain('Retry-After: 1')
    expect(answer).toContain('too many open connections from this IP address')
    // Another address is not affected.
    expect((await send('127.0.0.7', api('p-other'))).status).toBe(200)
    // A freed slot is given again.
    const closed = new Promise((done) => held[0]?.once('close', done))
    held[0]?.destroy()
    await closed
    await new Promise((done) => setTimeout(done, 50))
    expect((await send('127.0.0.6', '/health')).status).toBe(200)
    for (const socket of held) socket.destroy()
  })
})

describe('the configuration', () => {
  test('a start without variables runs the documented defaults', () => {
    expect(loadConfig({}).limits).toEqual(defaultCloudLimits)
    expect(defaultCloudLimits).toEqual({
      apiPerIp: { perSecond: 50, burst: 500 },
      apiPerProject: { perSecond: 500, burst: 5_000 },
      rpcPerIp: { perSecond: 50, burst: 500 },
      rpcPerProject: { perSecond: 500, burst: 5_000 },
      connectionsPerIp: 64,
      relayConnectionsPerIp: 50,
    })
  })

  test('each limit is read from its variable; a malformed one names the variable', () => {
    const config = loadConfig({
      AIRLOCK_RATE_LIMIT_IP: '20/100',
      AIRLOCK_RATE_LIMIT_PROJECT: '200/1000',
      AIRLOCK_RPC_RATE_LIMIT_IP: '0.5/10',
      AIRLOCK_RPC_RATE_LIMIT_PROJECT: '300/3000',
      AIRLOCK_CONNECTIONS_PER_IP: '16',
      AIRLOCK_RELAY_CONNECTIONS_PER_IP: '8',
    })
    expect(config.limits).toEqual({
      apiPerIp: { perSecond: 20, burst: 100 },
      apiPerProject: { perSecond: 200, burst: 1000 },
      rpcPerIp: { perSecond: 0.5, burst: 10 },
      rpcPerProject: { perSecond: 300, burst: 3000 },
      connectionsPerIp: 16,
      relayConnectionsPerIp: 8,
    })
    expect(() => loadConfig({ AIRLOCK_RATE_LIMIT_IP: '50' })).toThrow(/AIRLOCK_RATE_LIMIT_IP/)
    expect(() => loadConfig({ AIRLOCK_RPC_RATE_LIMIT_IP: '0/10' })).toThrow(
      /AIRLOCK_RPC_RATE_LIMIT_IP/,
    )
    expect(() => loadConfig({ AIRLOCK_CONNECTIONS_PER_IP: '0' })).toThrow(
      /AIRLOCK_CONNECTIONS_PER_IP/,
    )
  })
})

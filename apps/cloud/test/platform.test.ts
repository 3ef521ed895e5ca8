import { randomUUID } from 'node:crypto'
import { request } from 'node:http'
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultHeadersTimeoutMs, defaultRequestTimeoutMs } from '../src/startCloud'
import { startTestCloud, type TestCloud } from './startTestCloud'

const demoOrigin = 'http://127.0.0.1:5173'
const shopOrigin = 'https://shop.example'

const slowHeadersMs = 1_000
const slowRequestMs = 2_000

let cloud: TestCloud
beforeAll(async () => {
  cloud = await startTestCloud({
    chains: [],
    env: { AIRLOCK_PROJECTS: `shop=${shopOrigin};cli=` },
    // Short, so the slow-client tests finish quickly; the defaults are 10 s and 30 s.
    headersTimeoutMs: slowHeadersMs,
    requestTimeoutMs: slowRequestMs,
  })
})
afterAll(async () => {
  await cloud?.dispose()
})

function event(overrides: Record<string, unknown> = {}) {
  return {
    eventId: randomUUID(),
    url: `${demoOrigin}/`,
    domain: '127.0.0.1:5173',
    timestamp: Date.now(),
    props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
    ...overrides,
  }
}

function postEvent(body: unknown, headers: Record<string, string> = {}) {
  return fetch(cloud.at('/e'), {
    method: 'POST',
    // Events come from the dapp's pages: a browser sends its Origin (POST /e refuses none).
    headers: { 'content-type': 'application/json', origin: demoOrigin, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/**
 * Writes `head` on a raw socket and never finishes the request; resolves with what the server
 * answered and after how many milliseconds it closed the socket.
 */
function stall(head: string): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const { port } = new URL(cloud.url)
    const started = performance.now()
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(head))
    let answer = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      answer += chunk
    })
    socket.on('error', () => {})
    socket.on('close', () =>
      resolve({ answer, closedAfterMs: Math.round(performance.now() - started) }),
    )
    // A server that never cuts the client off fails the test instead of hanging it.
    setTimeout(() => {
      socket.destroy()
      reject(new Error(`the server kept a stalled request open: ${head.split('\r\n')[0]}`))
    }, 15_000).unref()
  })
}

/** A raw request, for URLs fetch would normalise or refuse. */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, cloud.url), { method: 'GET' }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        body += chunk
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('GET /health', () => {
  it('answers without a project id', async () => {
    const res = await fetch(`${cloud.url}/health`)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ status: 'ok', store: 'pglite' })
  })
})

describe('projects and origins', () => {
  it.each([
    ['a missing projectId', { projectId: '' }, {}],
    ['an unknown projectId', { projectId: 'no-such-project' }, {}],
    ['an origin the project does not allow', {}, { origin: 'https://evil.example' }],
    [
      'a demo origin on a project that does not allow it',
      { projectId: 'shop' },
      { origin: demoOrigin },
    ],
  ])('answers 403 Invalid App Configuration for %s', async (_, params, headers) => {
    const res = await fetch(cloud.at('/getAnalyticsConfig', params), { headers })
    expect(res.status).toBe(403)
    const body = (await res.json()) as { error: string; reason: string }
    expect(body.error).toBe('Invalid App Configuration')
    expect(body.reason.length).toBeGreaterThan(5)
  })

  it('lets a browser read the 403 of a disallowed origin (so the dapp can say why)', async () => {
    const res = await fetch(cloud.at('/getWallets'), {
      headers: { origin: 'https://evil.example' },
    })
    expect(res.status).toBe(403)
    expect(res.headers.get('access-control-allow-origin')).toBe('https://evil.example')
    expect(await res.json()).not.toHaveProperty('data')
  })

  it('serves an allowed origin with CORS headers for exactly that origin', async () => {
    for (const origin of [demoOrigin, 'http://localhost:8788']) {
      const res = await fetch(cloud.at('/getAnalyticsConfig'), { headers: { origin } })
      expect(res.status).toBe(200)
      expect(res.headers.get('access-control-allow-origin')).toBe(origin)
      expect(res.headers.get('vary')).toMatch(/origin/i)
    }
  })

  it('serves calls without an Origin (servers, scripts) for any known project', async () => {
    const res = await fetch(cloud.at('/getAnalyticsConfig', { projectId: 'cli' }))
    expect(res.status).toBe(200)
  })

  it('adds projects and origins from AIRLOCK_PROJECTS', async () => {
    const res = await fetch(cloud.at('/getAnalyticsConfig', { projectId: 'shop' }), {
      headers: { origin: shopOrigin },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe(shopOrigin)
    const { rows } = await cloud.store.query<{ id: string }>('select id from projects order by id')
    expect(rows.map((r) => r.id)).toEqual(['airlock-demo', 'airlock-test', 'cli', 'shop'])
  })

  it('answers a preflight from an allowed origin with the methods and headers', async () => {
    const res = await fetch(cloud.at('/e'), {
      method: 'OPTIONS',
      headers: {
        origin: demoOrigin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe(demoOrigin)
    expect(res.headers.get('access-control-allow-methods')).toContain('POST')
    expect(res.headers.get('access-control-allow-headers')).toContain('content-type')
  })

  it.each([
    ['a disallowed origin', {}, 'https://evil.example'],
    ['an unknown project', { projectId: 'nope' }, demoOrigin],
  ])('refuses a preflight from %s, without CORS headers', async (_, params, origin) => {
    const res = await fetch(cloud.at('/e', params), {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST' },
    })
    expect(res.status).toBe(403)
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
  })

  it.each(['st', 'sv'])('answers 400 when the SDK parameter %s is missing', async (name) => {
    const url = new URL(cloud.at('/getWallets'))
    url.searchParams.delete(name)
    const res = await fetch(url)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ reason: expect.stringContaining(name) })
  })

  it('answers the RPC proxy of an unknown project with a JSON-RPC error', async () => {
    const res = await fetch(`${cloud.url}/v1/?chainId=eip155:1&projectId=nope`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    })
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({
      jsonrpc: '2.0',
      error: { message: 'Invalid App Configuration' },
    })
  })
})

describe('POST /e', () => {
  it('stores a valid event and answers 202', async () => {
    const sent = event()
    const res = await postEvent(sent, { origin: demoOrigin })
    expect(res.status).toBe(202)
    expect(await res.json()).toMatchObject({ status: 'accepted', eventId: sent.eventId })
    const { rows } = await cloud.store.query<Record<string, unknown>>(
      'select * from analytics_events where event_id = $1',
      [sent.eventId],
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      project_id: 'airlock-test',
      url: sent.url,
      domain: sent.domain,
      props: sent.props,
      sdk_type: 'test',
      sdk_version: '0.0.0',
      origin: demoOrigin,
    })
    expect(Number(rows[0]?.event_timestamp)).toBe(sent.timestamp)
  })

  it('stores a retried event once', async () => {
    const sent = event()
    expect((await postEvent(sent)).status).toBe(202)
    const again = await postEvent(sent)
    expect(again.status).toBe(202)
    expect(await again.json()).toMatchObject({ duplicate: true })
    const { rows } = await cloud.store.query<{ n: number }>(
      'select count(*)::int as n from analytics_events where event_id = $1',
      [sent.eventId],
    )
    expect(rows[0]?.n).toBe(1)
  })

  it.each([
    ['eventId', { eventId: 42 }],
    ['eventId', { eventId: 'short' }],
    ['url', { url: 'javascript:alert(1)' }],
    ['url', { url: undefined }],
    ['domain', { domain: 'not a domain' }],
    ['timestamp', { timestamp: '2024-01-01' }],
    ['timestamp', { timestamp: -1 }],
    ['props', { props: [1, 2] }],
    ['props', { props: null }],
  ])('answers 400 naming %s when it is invalid', async (field, overrides) => {
    const res = await postEvent(event(overrides))
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: 'Invalid analytics event', field })
  })

  it.each([
    ['not JSON', '{"eventId":'],
    ['an array', '[]'],
    ['empty', ''],
  ])('answers 400 for a body that is %s', async (_, body) => {
    const res = await postEvent(body)
    expect(res.status).toBe(400)
    expect(await res.json()).toHaveProperty('error')
  })

  it('answers 413 for props over the limit and for bodies over 100 KB, storing nothing', async () => {
    const before = await cloud.store.query<{ n: number }>(
      'select count(*)::int as n from analytics_events',
    )
    const bigProps = await postEvent(event({ props: { blob: 'x'.repeat(20_000) } }))
    expect(bigProps.status).toBe(413)
    const huge = await postEvent(event({ props: { blob: 'x'.repeat(200_000) } }))
    expect(huge.status).toBe(413)
    expect(await huge.json()).toMatchObject({ error: 'Payload Too Large' })
    const after = await cloud.store.query<{ n: number }>(
      'select count(*)::int as n from analytics_events',
    )
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n)
  })
})

describe('bad requests', () => {
  it('answers 404 JSON for an unknown route', async () => {
    const res = await fetch(cloud.at('/v2/nothing-here'))
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: 'Not Found', path: '/v2/nothing-here' })
  })

  it('answers 405 JSON with Allow for a wrong method', async () => {
    const res = await fetch(cloud.at('/getWallets'), { method: 'DELETE' })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toContain('GET')
    expect(await res.json()).toMatchObject({ error: 'Method Not Allowed' })
    const get = await fetch(cloud.at('/e'))
    expect(get.status).toBe(405)
  })

  it.each([
    ['/getWalletImage/%E0%A4%A?projectId=airlock-test&st=t&sv=1', 404],
    ['/getWallets?projectId=%ZZ&st=t&sv=1', 403],
    ['/getWallets?projectId=airlock-test&st=t&sv=1&entries=%00', 400],
    ['/getWallets?projectId=airlock-test&st=t&sv=1&chains=%E0%A4%A', 400],
  ])('answers a malformed encoding with a JSON error, not a 500: %s', async (path, status) => {
    const res = await rawGet(path)
    expect(res.status).toBe(status)
    expect(JSON.parse(res.body)).toHaveProperty('error')
  })

  it.each([
    // Undecodable bytes become U+FFFD (WHATWG URL rules): a search that matches nothing.
    ['/getWallets?projectId=airlock-test&st=t&sv=1&search=%E0%A4%A', 0],
    // A repeated parameter: the first one counts; unknown parameters are ignored.
    ['/getWallets?projectId=airlock-test&projectId=other&st=t&sv=1&page[]=1&entries=3', 3],
  ])('reads a lenient but unambiguous query without failing: %s', async (path, length) => {
    const res = await rawGet(path)
    expect(res.status).toBe(200)
    expect((JSON.parse(res.body) as { data: unknown[] }).data).toHaveLength(length)
  })
})

describe('slow clients', () => {
  it('are cut off by default after 10 s of headers and 30 s for a whole request', () => {
    expect([defaultHeadersTimeoutMs, defaultRequestTimeoutMs]).toEqual([10_000, 30_000])
  })

  it('closes a request whose headers never finish, with 408', async () => {
    const { answer, closedAfterMs } = await stall('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n')
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
    expect(closedAfterMs).toBeGreaterThanOrEqual(slowHeadersMs - 50)
    expect(closedAfterMs).toBeLessThan(slowHeadersMs + 4_000)
  })

  it('closes a request whose body never finishes, with 408, storing nothing', async () => {
    const before = await cloud.store.query<{ n: number }>(
      'select count(*)::int as n from analytics_events',
    )
    const { answer, closedAfterMs } = await stall(
      [
        'POST /e?projectId=airlock-test&st=test&sv=0.0.0 HTTP/1.1',
        'Host: 127.0.0.1',
        'Content-Type: application/json',
        'Content-Length: 500',
        '',
        '{"eventId":"',
      ].join('\r\n'),
    )
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
    expect(closedAfterMs).toBeGreaterThanOrEqual(slowRequestMs - 50)
    expect(closedAfterMs).toBeLessThan(slowRequestMs + 4_000)
    const after = await cloud.store.query<{ n: number }>(
      'select count(*)::int as n from analytics_events',
    )
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n)
    // The server is still fine for everyone else.
    expect((await fetch(cloud.at('/getAnalyticsConfig'))).status).toBe(200)
  })
})

import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'
import { defaultCloudLimits } from '../src/limits/defaultCloudLimits'
import { freePort, startTestCloud, type TestCloud } from './startTestCloud'
import { connectRelay, newKeys, relayUrlFor } from './support/relayClient'
import { sendHttp } from './support/sendHttp'

// Issue 16's hostile-input suite, against one whole cloud (a chain, the store, the relay) with
// the production limits: malformed JSON, oversized bodies, wrong types, forbidden methods,
// missing and forged origins, slowloris, 10,000 topics, floods. Each is answered with the status
// the README documents, the cloud logs no bug of its own (no 500), it stays healthy, and
// nothing it acknowledged is lost. Attackers and bystanders use different loopback addresses
// (Linux answers for all of 127.0.0.0/8), as they would be different clients.

let cloud: TestCloud
const errors: unknown[][] = []
const project = 'airlock-test'
const allowedOrigin = 'http://127.0.0.1:5173'

beforeAll(async () => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args)
  })
  cloud = await startTestCloud({
    chains: [{ chainId: 1, port: await freePort() }],
    limits: defaultCloudLimits,
    // Short deadlines, so the slowloris case takes seconds (the defaults are 10 s / 30 s).
    headersTimeoutMs: 1_000,
    requestTimeoutMs: 2_000,
  })
})
afterAll(async () => {
  await cloud?.dispose()
  vi.restoreAllMocks()
})

const api = (path: string) =>
  `${path}${path.includes('?') ? '&' : '?'}projectId=${project}&st=hostile&sv=1`
const rpc = `/v1/?chainId=eip155:1&projectId=${project}`
const event = (eventId: string) =>
  JSON.stringify({
    eventId,
    url: 'http://127.0.0.1:5173/',
    domain: '127.0.0.1:5173',
    timestamp: Date.now(),
    props: { event: 'HOSTILE_SUITE' },
  })

describe('malformed, oversized and wrongly typed input', () => {
  const big = JSON.stringify({ padding: 'x'.repeat(200 * 1024) })
  it.each([
    ['analytics: not JSON', 'POST', api('/e'), '{not json', 400, { error: 'Invalid JSON body' }],
    [
      'analytics: a number for eventId',
      'POST',
      api('/e'),
      JSON.stringify({
        eventId: 7,
        url: 'http://a.example/',
        domain: 'a.example',
        timestamp: 1,
        props: {},
      }),
      400,
      { error: 'Invalid analytics event', field: 'eventId' },
    ],
    ['analytics: a JSON array', 'POST', api('/e'), '[]', 400, { error: 'Invalid analytics event' }],
    ['analytics: 200 KB', 'POST', api('/e'), big, 413, { error: 'Payload Too Large' }],
    [
      'RPC: not JSON',
      'POST',
      rpc,
      '{"jsonrpc":',
      400,
      { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } },
    ],
    [
      'RPC: 200 KB',
      'POST',
      rpc,
      big,
      413,
      { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Payload Too Large' } },
    ],
    [
      'RPC: a number for method',
      'POST',
      rpc,
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 5 }),
      400,
      { error: { code: -32600 } },
    ],
    [
      'RPC: an empty batch',
      'POST',
      rpc,
      '[]',
      400,
      { error: { code: -32600, message: 'Invalid Request: empty batch' } },
    ],
    [
      'RPC: 101 requests in a batch',
      'POST',
      rpc,
      JSON.stringify(
        Array.from({ length: 101 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'eth_chainId' })),
      ),
      400,
      { error: { code: -32600 } },
    ],
    [
      'RPC: a method that writes state',
      'POST',
      rpc,
      JSON.stringify({
        jsonrpc: '2.0',
        id: 3,
        method: 'eth_sendUnsignedTransaction',
        params: [{}],
      }),
      200,
      { id: 3, error: { code: -32601, data: { method: 'eth_sendUnsignedTransaction' } } },
    ],
    [
      'RPC: a chain the cloud does not run',
      'POST',
      `/v1/?chainId=eip155:999999&projectId=${project}`,
      JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'eth_chainId' }),
      400,
      { id: 4, error: { code: -32602 } },
    ],
    ['registry: a page that is a word', 'GET', api('/getWallets?page=abc'), undefined, 400, {}],
    [
      'registry: a billion entries',
      'GET',
      api('/getWallets?entries=1000000000'),
      undefined,
      400,
      {},
    ],
    [
      'registry: a malformed escape in a chain id',
      'GET',
      api('/getWallets?chains=%E0%A4%A'),
      undefined,
      400,
      {},
    ],
    [
      'balance: not an address',
      'GET',
      api('/v1/account/0xnope/balance'),
      undefined,
      400,
      { error: 'Invalid address' },
    ],
    [
      'history: a forged cursor',
      'GET',
      api(`/v1/account/0x${'1'.repeat(40)}/history?cursor=forged`),
      undefined,
      400,
      {},
    ],
    ['an unknown route', 'GET', api('/v2/everything'), undefined, 404, { error: 'Not Found' }],
    [
      'a wrong method',
      'DELETE',
      api('/getWallets'),
      undefined,
      405,
      { error: 'Method Not Allowed' },
    ],
  ] as const)('%s: %s %s -> %i', async (_, method, path, body, status, shape) => {
    const answer = await sendHttp(cloud.url, path, {
      method,
      ...(body === undefined ? {} : { body }),
      from: '127.0.4.1',
    })
    expect(answer.status).toBe(status)
    expect(answer.json).toMatchObject(shape)
  })
})

describe('missing and forged origins', () => {
  const from = '127.0.4.2'
  it('no Origin (a server, a script) passes the origin check; limits still hold it (below)', async () => {
    expect((await sendHttp(cloud.url, api('/getAnalyticsConfig'), { from })).status).toBe(200)
  })
  it.each([
    ['another website', 'https://evil.example'],
    ['a null origin', 'null'],
    ['an allowed host on another port', 'http://127.0.0.1:5174'],
  ])('%s gets 403 Invalid App Configuration, readable by that page', async (_, origin) => {
    const answer = await sendHttp(cloud.url, api('/getAnalyticsConfig'), {
      from,
      headers: { origin },
    })
    expect(answer.status).toBe(403)
    expect(answer.json).toMatchObject({ error: 'Invalid App Configuration' })
    expect(answer.headers['access-control-allow-origin']).toBe(origin)
  })
  it('a preflight from another website gets 403 without CORS headers', async () => {
    const answer = await sendHttp(cloud.url, api('/e'), {
      method: 'OPTIONS',
      from,
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    })
    expect(answer.status).toBe(403)
    expect(answer.headers['access-control-allow-origin']).toBeUndefined()
  })
  it('a forged allowed Origin is served: Origin gates CORS, not authority', async () => {
    const answer = await sendHttp(cloud.url, api('/getAnalyticsConfig'), {
      from,
      headers: { origin: allowedOrigin },
    })
    expect(answer.status).toBe(200)
    expect(answer.headers['access-control-allow-origin']).toBe(allowedOrigin)
  })
  it('an unknown or missing project is 403, on the API and on the RPC proxy', async () => {
    expect(
      (await sendHttp(cloud.url, '/getWallets?projectId=nope&st=a&sv=1', { from })).status,
    ).toBe(403)
    expect((await sendHttp(cloud.url, '/getWallets?st=a&sv=1', { from })).status).toBe(403)
    const answer = await sendHttp(cloud.url, '/v1/?chainId=1', {
      method: 'POST',
      from,
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
    })
    expect(answer.status).toBe(403)
    expect(answer.json).toMatchObject({
      error: { code: -32001, message: 'Invalid App Configuration' },
    })
  })
})

describe('slowloris', () => {
  it('holds at most 64 sockets of one address, cuts them off with 408, and serves others meanwhile', async () => {
    const sockets: Socket[] = []
    const answers: Promise<string>[] = []
    // When the first held socket was cut off with 408.
    let firstCutOff: number | undefined
    const url = new URL(cloud.url)
    for (let i = 0; i < 70; i++) {
      const socket = connect({
        host: url.hostname,
        port: Number(url.port),
        localAddress: '127.0.5.1',
      })
      socket.on('error', () => undefined)
      sockets.push(socket)
      answers.push(
        new Promise((resolve) => {
          let text = ''
          socket.on('data', (chunk) => {
            text += chunk
            if (text.startsWith('HTTP/1.1 408')) firstCutOff ??= performance.now()
          })
          socket.on('close', () => resolve(text))
        }),
      )
      socket.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n')
    }
    // A header line every 200 ms, never the blank line that ends them.
    const drip = setInterval(() => {
      for (const socket of sockets) if (!socket.destroyed) socket.write('X-Slow: 1\r\n')
    }, 200)
    const bystander = await sendHttp(cloud.url, api('/getAnalyticsConfig'), { from: '127.0.5.2' })
    const answeredAt = performance.now()
    const texts = await Promise.all(answers)
    clearInterval(drip)
    expect(bystander.status).toBe(200)
    // Served while the held sockets were still held (an order, not a duration: the machine may
    // be busy), and they were cut off after.
    expect(firstCutOff).toBeDefined()
    expect(answeredAt).toBeLessThan(firstCutOff ?? 0)
    const refused = texts.filter((t) => t.startsWith('HTTP/1.1 429 Too Many Requests'))
    const timedOut = texts.filter((t) => t.startsWith('HTTP/1.1 408'))
    expect(refused.length).toBe(70 - defaultCloudLimits.connectionsPerIp)
    expect(refused.length + timedOut.length + texts.filter((t) => t === '').length).toBe(70)
    expect(texts.every((t) => !t.includes('"status":"ok"'))).toBe(true)
  })
})

describe('floods', () => {
  it('one address flooding the API gets 429 with Retry-After; acknowledged events from another are all stored', async () => {
    const statuses = new Map<number, number>()
    let retryAfterMissing = 0
    // Rounds of 40 until 40 refusals were seen (at most 100 rounds): on a slow machine 1,200
    // calls can take longer than the bucket needs to refill.
    const flood = (async () => {
      for (let round = 0; round < 100 && (statuses.get(429) ?? 0) < 40; round++) {
        const batch = await Promise.all(
          Array.from({ length: 40 }, () =>
            sendHttp(cloud.url, api('/getAnalyticsConfig'), { from: '127.0.6.1' }),
          ),
        )
        for (const answer of batch) {
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
          if (answer.status === 429 && !answer.headers['retry-after']) retryAfterMissing++
        }
      }
    })()
    const acknowledged: string[] = []
    for (let i = 0; i < 40; i++) {
      const eventId = `hostile-flood-${i}`
      const answer = await sendHttp(cloud.url, api('/e'), {
        method: 'POST',
        body: event(eventId),
        headers: { origin: 'http://127.0.0.1:5173' },
        from: '127.0.6.2',
      })
      if (answer.status === 202) acknowledged.push(eventId)
    }
    await flood
    expect([...statuses.keys()].sort()).toEqual([200, 429])
    expect(statuses.get(200)).toBeGreaterThanOrEqual(defaultCloudLimits.apiPerIp.burst)
    expect(statuses.get(429)).toBeGreaterThan(0)
    expect(retryAfterMissing).toBe(0)
    // The bystander was never refused, and every event it was told was accepted is stored.
    expect(acknowledged).toHaveLength(40)
    const { rows } = await cloud.store.query<{ n: string }>(
      "select count(*) as n from analytics_events where event_id like 'hostile-flood-%'",
    )
    expect(Number(rows[0]?.n)).toBe(40)
  })

  it('RPC batches cost one token per request: the sixth batch of 100 from one address is 429', async () => {
    const batch = JSON.stringify(
      Array.from({ length: 100 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'eth_chainId' })),
    )
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await sendHttp(cloud.url, rpc, { method: 'POST', body: batch, from: '127.0.6.3' })).status,
      )
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200])
    expect(statuses[5]).toBe(429)
  })
})

describe('the relay', () => {
  const origin = { origin: allowedOrigin, projectId: project }

  it('answers malformed frames with JSON-RPC errors and keeps the socket', async () => {
    const client = await connectRelay(cloud.relayUrl, newKeys(), {
      ...origin,
      localAddress: '127.0.7.1',
    })
    client.socket.send('{not json')
    expect(JSON.parse(await client.rawAnswer())).toMatchObject({ error: { code: -32700 } })
    client.socket.send('[1,2,3]')
    expect(JSON.parse(await client.rawAnswer())).toMatchObject({ error: { code: -32700 } })
    client.socket.send(Buffer.from([1, 2, 3]), { binary: true })
    expect((await client.answer('irn_nope', {})).error).toMatchObject({ code: -32601 })
    expect((await client.answer('irn_subscribe', { topic: 7 })).error).toMatchObject({
      code: -32602,
    })
    expect(
      (await client.answer('irn_publish', { topic: 'a', message: 'm', ttl: 'long' })).error,
    ).toMatchObject({
      code: -32602,
    })
    expect(
      (
        await client.answer('irn_batchSubscribe', {
          topics: Array.from({ length: 10_000 }, (_, i) => `t${i}`),
        })
      ).error,
    ).toMatchObject({
      code: -32000,
      data: { reason: '1000 subscriptions per socket' },
    })
    // Still open and working.
    expect(await client.call('irn_subscribe', { topic: 'still-here' })).toMatch(/^[0-9a-f]{64}$/)
    await client.close()
  })

  it('closes a socket that sends a frame over 512 KiB (1009)', async () => {
    const client = await connectRelay(cloud.relayUrl, newKeys(), {
      ...origin,
      localAddress: '127.0.7.2',
    })
    const closed = new Promise<number>((resolve) => client.socket.once('close', resolve))
    client.socket.send('x'.repeat(600 * 1024))
    expect(await closed).toBe(1009)
  })

  it.each([
    ['no auth token', { auth: '' }, {}],
    ['a token signed by another key', { forge: true }, {}],
    ['an unknown project', { projectId: 'nope' }, {}],
    ['a missing project', { projectId: '' }, {}],
    ['a forged browser origin', { projectId: project }, { origin: 'https://evil.example' }],
  ])('refuses %s with close code 3000', async (_, urlOptions, headers) => {
    const socket = new WebSocket(relayUrlFor(cloud.relayUrl, newKeys(), urlOptions), {
      ...headers,
      localAddress: '127.0.7.3',
    })
    const code = await new Promise<number>((resolve, reject) => {
      socket.once('close', resolve)
      socket.once('error', reject)
    })
    expect(code).toBe(3000)
  })

  it('a connection flood from one address is refused with HTTP 429 at the upgrade', async () => {
    const statuses = await Promise.all(
      Array.from(
        { length: 60 },
        () =>
          new Promise<number>((resolve) => {
            const socket = new WebSocket(
              relayUrlFor(cloud.relayUrl, newKeys(), { projectId: project }),
              {
                localAddress: '127.0.7.4',
              },
            )
            // Held open until every socket has its answer, however slow the machine is.
            socket.once('open', () => {
              resolve(101)
              setTimeout(() => socket.terminate(), 10_000).unref()
            })
            socket.once('unexpected-response', (_, response) => resolve(response.statusCode ?? 0))
            socket.once('error', () => resolve(0))
          }),
      ),
    )
    expect(statuses.filter((s) => s === 101).length).toBeLessThanOrEqual(
      defaultCloudLimits.relayConnectionsPerIp,
    )
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10)
  })

  it('every message it acknowledged reaches the subscriber, while another client floods it', async () => {
    const reader = await connectRelay(cloud.relayUrl, newKeys(), {
      ...origin,
      localAddress: '127.0.7.5',
    })
    await reader.call('irn_subscribe', { topic: 'kept' })
    const received = new Set<string>()
    reader.onFrame((frame) => {
      if (frame.method !== 'irn_subscription') return
      received.add((frame.params as { data: { message: string } }).data.message)
      reader.ack(frame.id)
    })
    const flooder = await connectRelay(cloud.relayUrl, newKeys(), {
      ...origin,
      localAddress: '127.0.7.6',
    })
    const body = 'f'.repeat(8 * 1024)
    for (let i = 0; i < 2_000; i++)
      flooder.socket.send(
        JSON.stringify({
          id: 100_000 + i,
          jsonrpc: '2.0',
          method: 'irn_publish',
          params: { topic: `flood${i}`, message: `${body}${i}`, ttl: 300 },
        }),
      )
    const writer = await connectRelay(cloud.relayUrl, newKeys(), {
      ...origin,
      localAddress: '127.0.7.7',
    })
    const acknowledged: string[] = []
    for (let i = 0; i < 50; i++) {
      const message = `kept-${i}`
      if (
        (await writer.answer('irn_publish', { topic: 'kept', message, ttl: 300 })).result === true
      )
        acknowledged.push(message)
    }
    const deadline = Date.now() + 5_000
    while (received.size < acknowledged.length && Date.now() < deadline)
      await new Promise((done) => setTimeout(done, 50))
    expect(acknowledged).toHaveLength(50)
    expect([...received].sort()).toEqual([...acknowledged].sort())
    await Promise.all([reader.close(), writer.close(), flooder.close()])
  })
})

/** Writes `head` on a raw socket from `from`, then `drip` every 200 ms; resolves with all it was answered. */
function rawExchange(from: string, head: string, drip?: string): Promise<string> {
  const url = new URL(cloud.url)
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname, port: Number(url.port), localAddress: from })
    let text = ''
    const timer = drip
      ? setInterval(() => {
          if (!socket.destroyed) socket.write(drip)
        }, 200)
      : undefined
    socket.on('data', (chunk) => {
      text += chunk
    })
    socket.on('error', () => undefined)
    socket.on('close', () => {
      clearInterval(timer)
      resolve(text)
    })
    socket.write(head)
  })
}

describe('more hostile input: prices, analytics, RPC and the HTTP layer', () => {
  const from = '127.0.4.9'
  it.each([
    ['price: addresses is a string', { currency: 'usd', addresses: 'eip155:1:0x0' }],
    ['price: an address is a number', { currency: 'usd', addresses: [1] }],
    [
      'price: 101 addresses',
      {
        currency: 'usd',
        addresses: Array.from({ length: 101 }, () => `eip155:1:0x${'1'.repeat(40)}`),
      },
    ],
    ['price: a currency that is a number', { currency: 5, addresses: [] }],
  ])('%s: 400', async (_, body) => {
    const answer = await sendHttp(cloud.url, api('/v1/fungible/price'), {
      method: 'POST',
      body: JSON.stringify(body),
      from,
    })
    expect(answer.status).toBe(400)
    expect(answer.json).toMatchObject({ error: expect.any(String) })
  })

  it.each([
    ['timestamp is a string', { timestamp: 'now' }, 'timestamp'],
    ['props is an array', { props: [1, 2] }, 'props'],
    ['url is javascript:', { url: 'javascript:alert(1)' }, 'url'],
    ['domain has a path', { domain: 'a.example/x' }, 'domain'],
  ])('analytics: %s: 400 naming the field', async (_, change, field) => {
    const answer = await sendHttp(cloud.url, api('/e'), {
      method: 'POST',
      body: JSON.stringify({ ...JSON.parse(event(`hostile-field-${field}`)), ...change }),
      from,
    })
    expect(answer.status).toBe(400)
    expect(answer.json).toMatchObject({ error: 'Invalid analytics event', field })
  })

  it('analytics: props over 16 KB is 413', async () => {
    const answer = await sendHttp(cloud.url, api('/e'), {
      method: 'POST',
      body: JSON.stringify({
        ...JSON.parse(event('hostile-props-big')),
        props: { padding: 'p'.repeat(17 * 1024) },
      }),
      from,
    })
    expect(answer.status).toBe(413)
  })

  it('RPC: forbidden methods inside a batch are refused one by one, the rest served', async () => {
    const methods = [
      'eth_sendTransaction',
      'anvil_setBalance',
      'personal_sign',
      'debug_traceCall',
      'eth_chainId',
    ]
    const answer = await sendHttp(cloud.url, rpc, {
      method: 'POST',
      body: JSON.stringify(
        methods.map((method, id) => ({ jsonrpc: '2.0', id, method, params: [] })),
      ),
      from,
    })
    expect(answer.status).toBe(200)
    const items = answer.json as {
      id: number
      result?: string
      error?: { code: number; data?: { method: string } }
    }[]
    for (const [id, method] of methods.slice(0, 4).entries())
      expect(items.find((item) => item.id === id)?.error).toMatchObject({
        code: -32601,
        data: { method },
      })
    expect(items.find((item) => item.id === 4)?.result).toBe('0x1')
  })

  it('RPC: wrongly typed params reach the node only as a JSON-RPC error, never a 500', async () => {
    const answer = await sendHttp(cloud.url, rpc, {
      method: 'POST',
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 9,
        method: 'eth_getBalance',
        params: 'not-an-array',
      }),
      from,
    })
    expect(answer.status).toBeLessThan(500)
    expect(answer.json).toMatchObject({ id: 9, error: { code: expect.any(Number) } })
  })

  it('RPC: a method name over 128 characters is 400, -32600 (never echoed back)', async () => {
    const answer = await sendHttp(cloud.url, rpc, {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 10, method: `eth_${'x'.repeat(10_000)}` }),
      from,
    })
    expect(answer.status).toBe(400)
    expect(answer.json).toMatchObject({ id: 10, error: { code: -32600 } })
    expect(answer.text.length).toBeLessThan(1_000)
  })

  it('a chunked body past 100 KB is 413 without a Content-Length', async () => {
    const chunk = `{"padding":"${'c'.repeat(150 * 1024)}"}`
    const text = await rawExchange(
      from,
      `POST ${api('/e')} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n${chunk.length.toString(16)}\r\n${chunk}\r\n0\r\n\r\n`,
    )
    expect(text.startsWith('HTTP/1.1 413')).toBe(true)
  })

  it('headers over 16 KB are answered 431 and the socket closed', async () => {
    const text = await rawExchange(
      from,
      `GET ${api('/getAnalyticsConfig')} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'h'.repeat(20 * 1024)}\r\n\r\n`,
    )
    expect(text.startsWith('HTTP/1.1 431')).toBe(true)
  })

  it('a request line that is not HTTP is answered 400 and the socket closed', async () => {
    const text = await rawExchange(from, 'HELLO THERE\r\n\r\n')
    expect(text.startsWith('HTTP/1.1 400')).toBe(true)
  })

  it('a body that drips (slowloris on the body) is cut off with 408 at the request deadline', async () => {
    const started = performance.now()
    const text = await rawExchange(
      from,
      `POST ${api('/e')} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{`,
      ' ',
    )
    expect(text.startsWith('HTTP/1.1 408')).toBe(true)
    // The 2 s request deadline of this suite's cloud, checked every quarter of the header one.
    expect(performance.now() - started).toBeLessThan(4_000)
  })
})

describe('after all of it', () => {
  it('the cloud is healthy, logged no bug of its own, and still serves everyone', async () => {
    expect((await sendHttp(cloud.url, '/health', { from: '127.0.8.1' })).status).toBe(200)
    expect((await sendHttp(cloud.url, api('/getWallets'), { from: '127.0.8.1' })).status).toBe(200)
    const unhandled = errors.filter((args) => String(args[0]).includes('unhandled'))
    expect(unhandled).toEqual([])
  })
})

import { Agent, type IncomingHttpHeaders, request } from 'node:http'
import { connect, type Socket } from 'node:net'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { farcasterMessage } from '../src/farcaster/farcasterMessage'
import { signRequest } from '../src/frame/signRequest'
import { codeOf, startTestSite, type TestSite, testDeviceKey } from './startTestSite'

// The hostile-input suite (issue 16): what anyone who knows a public project id can send, each
// answered with its documented status (README, "Limits" and "Routes"), the site still serving
// afterwards and nothing it acknowledged lost. Every client here binds its own loopback address
// (127.0.0.x) so the per-IP limits of one scenario do not touch another.
//
// The site runs the production numbers (20/s, burst 200 per IP; 8 long polls per IP; 64
// connections per IP) except: per project 0.5/s, burst 300 (the production 2,000 would need
// thousands of requests), 12 long polls in all (not 256), and headers/request deadlines of 3 s
// and 5 s (not 10 s and 30 s) so that slowloris is cut within the test's time.
const HEADERS_TIMEOUT_MS = 3_000
const REQUEST_TIMEOUT_MS = 5_000

let site: TestSite
let port: number
beforeAll(async () => {
  site = await startTestSite({
    config: {
      limits: {
        ratePerProject: { perSecond: 0.5, burst: 300 },
        longPolls: 12,
        headersTimeoutMs: HEADERS_TIMEOUT_MS,
        requestTimeoutMs: REQUEST_TIMEOUT_MS,
      },
    },
  })
  port = Number(new URL(site.url).port)
})
afterAll(async () => {
  await site?.close()
})

type Answer = { status: number; headers: IncomingHttpHeaders; text: string }

/** A raw HTTP request from `ip`; the body is sent with Content-Length, or chunked when asked. */
function send(params: {
  path: string
  method?: string
  ip: string
  headers?: Record<string, string>
  body?: string | Buffer
  chunked?: boolean
  agent?: Agent
}): { answer: Promise<Answer>; abort(): void } {
  const body = params.body ?? ''
  const headers: Record<string, string> = { ...params.headers }
  if (!params.chunked) headers['content-length'] = String(Buffer.byteLength(body))
  let abort: () => void = () => undefined
  const answer = new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: params.path,
        method: params.method ?? 'POST',
        localAddress: params.ip,
        headers,
        agent: params.agent ?? false,
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          text += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }))
        res.on('error', reject)
      },
    )
    // The server may answer (413) and close before a large body is all written.
    req.on('error', reject)
    abort = () => {
      req.destroy()
      resolve({ status: 0, headers: {}, text: '' })
    }
    if (params.chunked) {
      const bytes = Buffer.from(body)
      for (let at = 0; at < bytes.length; at += 64 * 1024)
        req.write(bytes.subarray(at, at + 64 * 1024))
      req.end()
    } else req.end(body)
  })
  return { answer, abort: () => abort() }
}

/** A frame-like API call: this site's Origin, JSON, signed by the test device key over `text`. */
function api(
  path: string,
  text: string,
  options: {
    ip: string
    projectId?: string
    token?: string
    headers?: Record<string, string>
    /** Send no Origin at all (a client outside a browser). */
    noOrigin?: boolean
    chunked?: boolean
  },
): { answer: Promise<Answer>; abort(): void } {
  let sent: ReturnType<typeof send> | undefined
  const answer = testDeviceKey()
    .then((key) =>
      signRequest({
        key,
        path: `/api/${path}`,
        projectId: options.projectId ?? 'airlock-demo',
        body: text,
        timestamp: site.now(),
      }),
    )
    .then((signed) => {
      sent = send({
        path: `/api/${path}`,
        ip: options.ip,
        body: text,
        ...(options.chunked ? { chunked: true } : {}),
        headers: {
          ...(options.noOrigin ? {} : { origin: site.url }),
          'content-type': 'application/json',
          ...signed,
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
      })
      return sent.answer
    })
  return { answer, abort: () => sent?.abort() }
}

const json = (answer: Answer) => JSON.parse(answer.text) as Record<string, unknown>

async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 15_000
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

async function healthy(ip = '127.0.0.99'): Promise<void> {
  const { answer } = send({ path: '/health', method: 'GET', ip })
  expect((await answer).status).toBe(200)
}

async function signIn(email: string, deviceId: string, ip: string): Promise<string> {
  const start = await api(
    'email/connect',
    JSON.stringify({ projectId: 'airlock-demo', email, deviceId }),
    { ip },
  ).answer
  expect(start.status, start.text).toBe(200)
  const otp = await api(
    'email/otp',
    JSON.stringify({
      projectId: 'airlock-demo',
      flowId: json(start).flowId,
      otp: codeOf(await site.latestMail(email)),
      deviceId,
      chainId: 1,
    }),
    { ip },
  ).answer
  expect(otp.status, otp.text).toBe(200)
  return String(json(otp).token)
}

const rounds = (n: number) => Array.from({ length: n }, (_, i) => i)

describe('hostile input', () => {
  it('answers malformed JSON and wrong types with 400, an unknown project with 403', async () => {
    const ip = '127.0.0.10'
    for (const text of ['{"projectId":', 'null', '[]', '"x"', '{}']) {
      const answer = await api('email/connect', text, { ip }).answer
      expect(answer.status, text).toBe(400)
      expect(typeof json(answer).error).toBe('string')
    }
    for (const body of [
      { projectId: 'airlock-demo', email: 42, deviceId: 'd' },
      { projectId: 'airlock-demo', email: 'a@example.com', deviceId: { $ne: 1 } },
      { projectId: 'airlock-demo', email: 'a'.repeat(500), deviceId: 'd' },
      { projectId: ['airlock-demo'], email: 'a@example.com', deviceId: 'd' },
    ]) {
      const answer = await api('email/connect', JSON.stringify(body), { ip }).answer
      expect(answer.status, JSON.stringify(body)).toBe(400)
    }
    const typed = await api('farcaster/wait', JSON.stringify({ channel: 1, chainId: 'x' }), { ip })
      .answer
    expect(typed.status).toBe(400)
    const rpc = await api('rpc', JSON.stringify({ method: 7, params: 'x' }), { ip }).answer
    expect([400, 401]).toContain(rpc.status)

    const unknown = await api('farcaster/start', JSON.stringify({ projectId: 'nope' }), {
      ip,
      projectId: 'nope',
    }).answer
    expect(unknown.status).toBe(403)
    expect(json(unknown).error).toBe('Invalid Project ID')
    const page = await send({ path: '/?projectId=nope', method: 'GET', ip }).answer
    expect(page.status).toBe(403)

    const farcaster = (text: string) =>
      send({
        path: '/farcaster/complete',
        ip,
        body: text,
        headers: { 'content-type': 'application/json' },
      }).answer
    expect((await farcaster('{"channelToken":')).status).toBe(400)
    expect(
      (await farcaster(JSON.stringify({ channelToken: 1, userName: [], signature: {} }))).status,
    ).toBe(400)
    const device = await send({
      path: '/device',
      ip,
      body: '{"token": 1}',
      headers: { origin: site.url, 'content-type': 'application/json' },
    }).answer
    expect(device.status).toBe(400)
    expect(await site.mail.messages('a@example.com')).toEqual([])
    await healthy()
  })

  it('answers an oversized body with 413 on every route that reads one, with or without Content-Length', async () => {
    const ip = '127.0.0.11'
    const big = JSON.stringify({ projectId: 'airlock-demo', pad: 'x'.repeat(3 * 1024 * 1024) })
    const apiHeaders = { origin: site.url, 'content-type': 'application/json' }
    // Refused on its Content-Length before anything is read or verified.
    const declared = await send({ path: '/api/email/connect', ip, body: big, headers: apiHeaders })
      .answer
    expect(declared.status).toBe(413)
    expect(json(declared).error).toBe('Payload Too Large')
    // Without Content-Length, refused once the signature check has read past the limit.
    const streamed = await (await api('email/connect', big, { ip, chunked: true })).answer
    expect(streamed.status).toBe(413)
    expect(json(streamed).error).toBe('Payload Too Large')
    const small = `token=${'x'.repeat(8 * 1024)}`
    for (const [path, headers] of [
      ['/device', { origin: site.url, 'content-type': 'application/x-www-form-urlencoded' }],
      ['/farcaster/complete', { 'content-type': 'application/json' }],
    ] as const) {
      for (const chunked of [false, true]) {
        const answer = await send({ path, ip, body: small, chunked, headers }).answer
        expect(answer.status, `${path} chunked=${chunked}`).toBe(413)
      }
    }
    await healthy()
  })

  it('refuses a missing or foreign Origin on every state-changing route a browser calls, and changes nothing', async () => {
    const ip = '127.0.0.12'
    const email = 'origin-victim@example.com'
    await signIn(email, 'device-a', ip)
    site.advance(31_000)
    const start = await api(
      'email/connect',
      JSON.stringify({ projectId: 'airlock-demo', email, deviceId: 'device-b' }),
      { ip },
    ).answer
    expect(json(start).action).toBe('VERIFY_DEVICE')
    const link = /(http:\/\/\S+\/device\?token=\S+)/.exec((await site.latestMail(email)).text)?.[1]
    const token = new URL(link ?? '').searchParams.get('token') ?? ''
    const form = new URLSearchParams({ token }).toString()
    const formType = { 'content-type': 'application/x-www-form-urlencoded' }

    const foreign = [
      'https://evil.example',
      'null',
      'http://127.0.0.1:5173',
      `${site.url}.evil.example`,
    ]
    for (const origin of [undefined, ...foreign]) {
      const headers = origin === undefined ? {} : { origin }
      const device = await send({
        path: '/device',
        ip,
        body: form,
        headers: { ...formType, ...headers },
      }).answer
      expect(device.status, `/device ${origin}`).toBe(403)
      expect(json(device)).toEqual({ error: 'Forbidden' })
      // Signed by a device key, so only the Origin is wrong.
      const signed = await api(
        'email/connect',
        JSON.stringify({ projectId: 'airlock-demo', email: 'x@example.com', deviceId: 'd' }),
        origin === undefined ? { ip, noOrigin: true } : { ip, headers: { origin } },
      )
      const answer = await signed.answer
      expect(answer.status, `/api ${origin}`).toBe(403)
      expect(json(answer)).toEqual({ error: 'Forbidden' })
    }
    // Forged from another site, the Farcaster completion is refused; without Origin (a Farcaster
    // client, not a browser) it reaches the signature check.
    const channel = { channelToken: 'c', userName: 'ada', signature: `0x${'1'.repeat(130)}` }
    const forged = await send({
      path: '/farcaster/complete',
      ip,
      body: JSON.stringify(channel),
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
    }).answer
    expect(forged.status).toBe(403)
    const bare = await send({
      path: '/farcaster/complete',
      ip,
      body: JSON.stringify(channel),
      headers: { 'content-type': 'application/json' },
    }).answer
    expect(bare.status).toBe(400)

    // None of it approved the device; the link still works from the site's own page.
    const { rows } = await site.store.query<{ used_at: string | null }>(
      `select used_at from secure_codes where id = $1`,
      [json(start).flowId],
    )
    expect(rows[0]?.used_at).toBeNull()
    const approved = await send({
      path: '/device',
      ip,
      body: form,
      headers: { ...formType, origin: site.url },
    }).answer
    expect(approved.status).toBe(200)
    expect(approved.text).toContain('Device approved')
    expect(await site.mail.messages('x@example.com')).toEqual([])
  })

  it("answers the mail spacing's 429 with Retry-After too", async () => {
    const ip = '127.0.0.18'
    const body = JSON.stringify({
      projectId: 'airlock-demo',
      email: 'spaced@example.com',
      deviceId: 'd',
    })
    expect((await api('email/connect', body, { ip }).answer).status).toBe(200)
    const again = await api('email/connect', body, { ip }).answer
    expect(again.status).toBe(429)
    const wait = Number(again.headers['retry-after'])
    expect(wait).toBeGreaterThanOrEqual(29)
    expect(json(again).error).toBe(`Please try again after ${wait} seconds`)
  })

  it('cuts off a client that sends its headers or its body slowly (slowloris)', async () => {
    const drip = (first: string, next: string) =>
      new Promise<{ closedAfterMs: number; answer: string }>((resolve, reject) => {
        const started = Date.now()
        const socket: Socket = connect({ host: '127.0.0.1', port, localAddress: '127.0.0.13' })
        let answer = ''
        let timer: NodeJS.Timeout | undefined
        socket.setEncoding('utf8')
        socket.on('data', (chunk: string) => {
          answer += chunk
        })
        socket.on('error', () => undefined)
        socket.on('connect', () => {
          socket.write(first)
          timer = setInterval(() => {
            if (!socket.destroyed && socket.writable) socket.write(next)
          }, 250)
        })
        socket.on('close', () => {
          clearInterval(timer)
          resolve({ closedAfterMs: Date.now() - started, answer })
        })
        setTimeout(() => {
          clearInterval(timer)
          socket.destroy()
          reject(new Error('the server kept a slow client for 20 s'))
        }, 20_000).unref()
      })
    const headers = await drip('POST /api/session HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-a: b\r\n')
    expect(headers.closedAfterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100)
    expect(headers.answer).toMatch(/^HTTP\/1\.1 408/)
    const body = await drip(
      `POST /farcaster/complete HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n{`,
      ' ',
    )
    expect(body.closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100)
    expect(body.answer).toMatch(/^HTTP\/1\.1 408/)
    await healthy('127.0.0.13')
  }, 60_000)

  it('holds 64 connections per IP: one more is answered 429 and closed, other addresses are served', async () => {
    const ip = '127.0.0.14'
    const open = await Promise.all(
      rounds(64).map(
        () =>
          new Promise<Socket>((resolve, reject) => {
            const socket = connect({ host: '127.0.0.1', port, localAddress: ip }, () =>
              resolve(socket),
            )
            socket.on('error', reject)
          }),
      ),
    )
    try {
      const extra = await send({ path: '/health', method: 'GET', ip }).answer
      expect(extra.status).toBe(429)
      expect(extra.headers['retry-after']).toBe('1')
      await healthy('127.0.0.15')
    } finally {
      for (const socket of open) socket.destroy()
    }
    await until(
      async () => (await send({ path: '/health', method: 'GET', ip }).answer).status === 200,
      'the address to be served again',
    )
  })

  it('answers a flood from one IP with 429 and Retry-After past the burst (200), others unaffected, a session made before still working', async () => {
    const token = await signIn('before-flood@example.com', 'd', '127.0.0.16')
    const ip = '127.0.0.17'
    const agent = new Agent({ keepAlive: true, maxSockets: 16 })
    const started = Date.now()
    const answers = await Promise.all(
      rounds(400).map(
        () =>
          send({
            path: '/api/session',
            ip,
            body: '{}',
            agent,
            headers: { origin: site.url, 'content-type': 'application/json' },
          }).answer,
      ),
    )
    const seconds = (Date.now() - started) / 1000
    agent.destroy()
    const served = answers.filter((a) => a.status !== 429)
    const refused = answers.filter((a) => a.status === 429)
    // Unsigned: what got through is refused by the signature check (401), nothing else.
    expect(new Set(served.map((a) => a.status))).toEqual(new Set([401]))
    expect(served.length).toBeGreaterThanOrEqual(200)
    expect(served.length).toBeLessThanOrEqual(200 + Math.ceil(20 * seconds) + 1)
    expect(refused.length).toBeGreaterThan(0)
    for (const answer of refused) {
      const wait = Number(answer.headers['retry-after'])
      expect(Number.isInteger(wait) && wait >= 1).toBe(true)
      expect(json(answer).error).toBe(`Please try again after ${wait} seconds`)
    }
    // /health is not limited; another address and the session made before are served.
    await healthy(ip)
    const user = await api('user', JSON.stringify({}), { ip: '127.0.0.16', token }).answer
    expect(user.status, user.text).toBe(200)
    expect(json(user).email).toBe('before-flood@example.com')
    // After Retry-After the flooder is served again.
    await new Promise((resolve) =>
      setTimeout(resolve, Number(refused.at(-1)?.headers['retry-after']) * 1000 + 100),
    )
    const again = await api('session', '{}', { ip }).answer
    expect(again.status).toBe(200)
  })

  it('limits a project from all addresses together, and only that project', async () => {
    const answers = await Promise.all(
      ['127.0.0.20', '127.0.0.21', '127.0.0.22', '127.0.0.23'].flatMap((ip) => {
        const agent = new Agent({ keepAlive: true, maxSockets: 8 })
        return rounds(100).map(
          () =>
            send({
              path: '/api/session',
              ip,
              body: '{}',
              agent,
              headers: {
                origin: site.url,
                'content-type': 'application/json',
                'x-airlock-project': 'other',
              },
            }).answer,
        )
      }),
    )
    const refused = answers.filter((a) => a.status === 429)
    expect(refused.length).toBeGreaterThan(0)
    expect(answers.filter((a) => a.status !== 429).length).toBeLessThan(400)
    // The project's frame page is refused too; another project's is served.
    const page = await send({ path: '/?projectId=other', method: 'GET', ip: '127.0.0.24' }).answer
    expect(page.status).toBe(429)
    expect(Number(page.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    const demo = await send({ path: '/?projectId=airlock-demo', method: 'GET', ip: '127.0.0.24' })
      .answer
    expect(demo.status).toBe(200)
    expect((await api('session', '{}', { ip: '127.0.0.24' }).answer).status).toBe(200)
  })

  it('caps long polls at 8 per IP and 12 in all (429, Retry-After 5); a held wait is answered, and places come back', async () => {
    const farcasterKey = privateKeyToAccount(
      '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
    )
    const channel = async (ip: string) => {
      const start = await api('farcaster/start', JSON.stringify({ projectId: 'airlock-demo' }), {
        ip,
      }).answer
      expect(start.status, start.text).toBe(200)
      const url = new URL(String(json(start).url))
      return {
        channel: String(json(start).channel),
        token: url.searchParams.get('channelToken') ?? '',
        nonce: url.searchParams.get('nonce') ?? '',
      }
    }
    const wait = async (ip: string, c: { channel: string }) =>
      api('farcaster/wait', JSON.stringify({ channel: c.channel, chainId: 1 }), { ip })

    const ip = '127.0.0.30'
    const channels = await Promise.all(rounds(9).map(() => channel(ip)))
    const held = await Promise.all(channels.slice(0, 8).map((c) => wait(ip, c)))
    await until(() => site.longPolls.held(ip) === 8, '8 waits from one address')
    const ninth = await (await wait(ip, channels[8] as { channel: string })).answer
    expect(ninth.status).toBe(429)
    expect(ninth.headers['retry-after']).toBe('5')

    const other = '127.0.0.31'
    const otherChannels = await Promise.all(rounds(5).map(() => channel(other)))
    const otherHeld = await Promise.all(otherChannels.slice(0, 4).map((c) => wait(other, c)))
    await until(() => site.longPolls.held() === 12, '12 waits in all')
    const overTotal = await (await wait(other, otherChannels[4] as { channel: string })).answer
    expect(overTotal.status).toBe(429)
    expect(site.longPolls.held(other)).toBe(4)

    // A wait outlives the request deadline (its request was read at once) and is answered when
    // the channel completes: nothing acknowledged is lost under the cap.
    await new Promise((resolve) => setTimeout(resolve, REQUEST_TIMEOUT_MS + 500))
    const first = channels[0] as { token: string; nonce: string }
    const signature = await farcasterKey.signMessage({
      message: farcasterMessage({ channel: first.token, nonce: first.nonce, userName: 'ada' }),
    })
    const complete = await send({
      path: '/farcaster/complete',
      ip,
      body: JSON.stringify({ channelToken: first.token, userName: 'ada', signature }),
      headers: { 'content-type': 'application/json' },
    }).answer
    expect(complete.status, complete.text).toBe(200)
    const done = await (held[0] as { answer: Promise<Answer> }).answer
    expect(done.status, done.text).toBe(200)
    const session = await api('session', '{}', { ip, token: String(json(done).token) }).answer
    expect(json(session).isConnected).toBe(true)

    // Clients that go away give their places back.
    for (const request of [...held.slice(1), ...otherHeld]) request.abort()
    await until(() => site.longPolls.held() === 0, 'every place given back')
    const later = await wait(ip, channels[8] as { channel: string })
    await until(() => site.longPolls.held(ip) === 1, 'a new wait accepted')
    later.abort()
    await until(() => site.longPolls.held() === 0, 'the last place given back')
    await healthy()
  }, 60_000)
})

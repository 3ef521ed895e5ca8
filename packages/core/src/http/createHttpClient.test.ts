import { afterEach, describe, expect, test, vi } from 'vitest'
import { RPC_TIMEOUT_MS } from '../constants/timing'
import { BaseError } from '../errors/base'
import { HttpNetworkError, HttpRequestError, HttpTimeoutError } from '../errors/http'
import { RequestAbortedError } from '../errors/request'
import { createHttpClient } from './createHttpClient'
import { startTestServer, type TestResponse, type TestServer } from './test/startTestServer'

let server: TestServer | undefined

afterEach(async () => {
  await server?.close()
  server = undefined
})

async function setup(
  handler?: Parameters<typeof startTestServer>[0],
  extra: { clientId?: string; timeoutMs?: number } = {},
) {
  server = await startTestServer(handler)
  const client = createHttpClient({
    baseUrl: `${server.url}/`,
    projectId: 'p1',
    sdkType: 'airlock',
    sdkVersion: 'core-1.0.0',
    ...extra,
  })
  return { server, client }
}

describe('createHttpClient', () => {
  test('adds projectId, st and sv to every request, and skips undefined params', async () => {
    const { server, client } = await setup(() => ({ body: { ok: true } }))
    const result = await client.get({
      path: '/v1/supported-chains',
      params: { a: 'x', b: 2, c: true, skipped: undefined, nothing: null },
    })
    expect(result).toEqual({ ok: true })
    expect(server.last().method).toBe('GET')
    expect(server.last().path).toBe('/v1/supported-chains')
    expect(server.last().query).toEqual({
      a: 'x',
      b: '2',
      c: 'true',
      projectId: 'p1',
      st: 'airlock',
      sv: 'core-1.0.0',
    })
    expect(server.last().query).not.toHaveProperty('clientId')
  })

  test('adds clientId when set', async () => {
    const { server, client } = await setup(undefined, { clientId: 'c-9' })
    await client.get({ path: 'v1/x' })
    expect(server.last().path).toBe('/v1/x')
    expect(server.last().query.clientId).toBe('c-9')
  })

  test('comma-joins arrays and skips empty ones', async () => {
    const { server, client } = await setup()
    await client.get({ path: '/getWallets', params: { include: ['a', 'b', 3], exclude: [] } })
    expect(server.last().query.include).toBe('a,b,3')
    expect(server.last().query).not.toHaveProperty('exclude')
  })

  test('keeps a base URL path prefix', async () => {
    server = await startTestServer()
    const client = createHttpClient({
      baseUrl: `${server.url}/api`,
      projectId: 'p',
      sdkType: 's',
      sdkVersion: 'v',
    })
    await client.get({ path: '/v1/x' })
    expect(server.last().path).toBe('/api/v1/x')
    expect(client.baseUrl).toBe(`${server.url}/api`)
  })

  test.each([
    ['post', 'POST'],
    ['put', 'PUT'],
    ['delete', 'DELETE'],
  ] as const)('%s sends the method and a JSON body', async (name, method) => {
    const { server, client } = await setup((request) => ({ body: { echo: request.body } }))
    const result = await client[name]({ path: '/v1/thing', body: { n: 1, list: ['a'] } })
    expect(server.last().method).toBe(method)
    expect(server.last().headers['content-type']).toBe('application/json')
    expect(server.last().body).toEqual({ n: 1, list: ['a'] })
    expect(server.last().query.projectId).toBe('p1')
    expect(result).toEqual({ echo: { n: 1, list: ['a'] } })
  })

  test('passes custom headers', async () => {
    const { server, client } = await setup()
    await client.get({ path: '/x', headers: { 'x-test': 'yes' }, cache: 'no-cache' })
    expect(server.last().headers['x-test']).toBe('yes')
  })

  test.each<[string, TestResponse, unknown]>([
    ['empty body', { raw: '' }, undefined],
    ['text body', { raw: 'fine' }, 'fine'],
    ['JSON array', { body: [1, 2] }, [1, 2]],
  ])('reads a %s', async (_name, answer, expected) => {
    const { client } = await setup(() => answer)
    expect(await client.get({ path: '/x' })).toEqual(expected)
  })

  test('getBlob returns a Blob', async () => {
    const bytes = new Uint8Array([137, 80, 78, 71])
    const { server, client } = await setup(() => ({ raw: bytes, contentType: 'image/png' }))
    const blob = await client.getBlob({ path: '/getWalletImage/abc' })
    expect(blob).toBeInstanceOf(Blob)
    expect(blob.type).toBe('image/png')
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes)
    expect(server.last().path).toBe('/getWalletImage/abc')
  })

  test.each([400, 404, 500])(
    'a %i throws HttpRequestError with the spec message',
    async (status) => {
      const { client } = await setup(() => ({ status, body: { reason: 'nope' } }))
      const error = await client.get({ path: '/v1/x' }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(HttpRequestError)
      expect(error).toBeInstanceOf(BaseError)
      const httpError = error as HttpRequestError
      expect(httpError.shortMessage).toBe(`HTTP status code: ${status}`)
      expect(httpError.status).toBe(status)
      expect(httpError.body).toEqual({ reason: 'nope' })
      expect(httpError.url).toContain('/v1/x?projectId=p1')
    },
  )

  test('HTTP status code: 500 is the literal', async () => {
    const { client } = await setup(() => ({ status: 500, raw: 'boom' }))
    await expect(client.post({ path: '/x', body: {} })).rejects.toMatchObject({
      shortMessage: 'HTTP status code: 500',
      body: 'boom',
    })
  })

  test('getBlob throws on a non-OK response too', async () => {
    const { client } = await setup(() => ({ status: 404 }))
    await expect(client.getBlob({ path: '/x' })).rejects.toMatchObject({
      shortMessage: 'HTTP status code: 404',
      body: undefined,
    })
  })

  test('times out with HttpTimeoutError when the server never answers', async () => {
    const { client } = await setup(() => 'hang', { timeoutMs: 50 })
    const started = Date.now()
    const error = await client.get({ path: '/slow' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpTimeoutError)
    expect((error as HttpTimeoutError).timeoutMs).toBe(50)
    expect((error as HttpTimeoutError).shortMessage).toBe('HTTP request timed out')
    expect(Date.now() - started).toBeLessThan(2000)
  })

  test('the default time-out is RPC_TIMEOUT_MS (10 s)', async () => {
    expect(RPC_TIMEOUT_MS).toBe(10000)
    vi.useFakeTimers()
    try {
      let signal: AbortSignal | undefined
      const client = createHttpClient({
        baseUrl: 'http://127.0.0.1:1',
        projectId: 'p',
        sdkType: 's',
        sdkVersion: 'v',
        // Never answers; rejects only when the client aborts, like a real fetch.
        fetch: (_input, init) =>
          new Promise<Response>((_resolve, reject) => {
            signal = init?.signal ?? undefined
            signal?.addEventListener('abort', () => reject(new Error('aborted')))
          }),
      })
      const pending = client.get({ path: '/x' }).catch((e: unknown) => e)
      await vi.advanceTimersByTimeAsync(RPC_TIMEOUT_MS - 1)
      expect(signal?.aborted).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      const error = await pending
      expect(error).toBeInstanceOf(HttpTimeoutError)
      expect((error as HttpTimeoutError).timeoutMs).toBe(10000)
    } finally {
      vi.useRealTimers()
    }
  })

  test('a caller abort throws RequestAbortedError', async () => {
    const { client } = await setup(() => 'hang')
    const controller = new AbortController()
    const pending = client.get({ path: '/slow', signal: controller.signal })
    setTimeout(() => controller.abort(), 20)
    const error = await pending.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RequestAbortedError)
    expect((error as RequestAbortedError).shortMessage).toBe('Request was aborted')
  })

  test('an already aborted signal throws before any request', async () => {
    const { server, client } = await setup()
    await expect(client.get({ path: '/x', signal: AbortSignal.abort() })).rejects.toBeInstanceOf(
      RequestAbortedError,
    )
    expect(server.requests).toHaveLength(0)
  })

  test('a refused connection throws HttpNetworkError', async () => {
    server = await startTestServer()
    const closedUrl = server.url
    await server.close()
    server = undefined
    const client = createHttpClient({
      baseUrl: closedUrl,
      projectId: 'p',
      sdkType: 's',
      sdkVersion: 'v',
    })
    const error = await client.get({ path: '/x' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpNetworkError)
    expect((error as HttpNetworkError).shortMessage).toBe('HTTP request failed')
    expect((error as HttpNetworkError).url).toBe(`${closedUrl}/x?projectId=p&st=s&sv=v`)
  })

  test('url() builds the same URL a request uses', async () => {
    const { server, client } = await setup()
    expect(client.url({ path: '/getWalletImage/w1' })).toBe(
      `${server.url}/getWalletImage/w1?projectId=p1&st=airlock&sv=core-1.0.0`,
    )
  })
})

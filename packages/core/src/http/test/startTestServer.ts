import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request as the test server received it. */
export type RecordedRequest = {
  method: string
  /** Path without the query string. */
  path: string
  query: Record<string, string>
  headers: IncomingHttpHeaders
  /** The body parsed as JSON, or the raw text when it is not JSON, or `undefined` when empty. */
  body: unknown
}

/** What the handler answers: JSON `body`, or `raw` text, or `'hang'` to never answer. */
export type TestResponse =
  | { status?: number; body?: unknown; raw?: string | Uint8Array; contentType?: string }
  | 'hang'

export type TestServer = {
  /** Base URL, `http://127.0.0.1:{port}`. */
  url: string
  requests: RecordedRequest[]
  /** The last request received (throws when none). */
  last(): RecordedRequest
  close(): Promise<void>
}

/**
 * A real HTTP server on 127.0.0.1 and a free port, for testing the clients without fetch mocks.
 * Every request is recorded; `handler` decides the answer.
 */
export async function startTestServer(
  handler: (request: RecordedRequest) => TestResponse = () => ({ body: {} }),
): Promise<TestServer> {
  const requests: RecordedRequest[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const target = new URL(req.url ?? '/', 'http://127.0.0.1')
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: target.pathname,
        query: Object.fromEntries(target.searchParams),
        headers: req.headers,
        body: parse(text),
      }
      requests.push(recorded)
      const answer = handler(recorded)
      if (answer === 'hang') return
      const status = answer.status ?? 200
      if (answer.raw !== undefined) {
        res.writeHead(status, { 'content-type': answer.contentType ?? 'text/plain' })
        res.end(answer.raw)
        return
      }
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(answer.body === undefined ? '' : JSON.stringify(answer.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    last() {
      const request = requests.at(-1)
      if (!request) throw new Error('no request received')
      return request
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function parse(text: string): unknown {
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

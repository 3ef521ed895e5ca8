import type { IncomingMessage, ServerResponse } from 'node:http'
import { airlockCsp, base, mainnet, solanaDevnet, withCloudRpc } from '@airlock/core'
import { loadEnv, type Plugin } from 'vite'

/** Where the browser POSTs violation reports, and where the e2e harness reads them back. */
export const CSP_REPORT_PATH = '/api/csp-report'
/** A report body over this many bytes is refused with 413. */
export const CSP_REPORT_MAX_BYTES = 16_384
/** Reports kept in memory; later ones are counted but dropped. */
export const CSP_REPORTS_KEPT = 500

type Env = Record<string, string | undefined>

/**
 * The demo's policy: what `airlockCsp` returns for the demo's configuration (its networks through
 * the cloud's RPC proxy, Solana's websocket included), reporting to the preview server itself.
 */
export function demoCsp(env: Env): string {
  const cloudUrl = env.VITE_AIRLOCK_CLOUD_URL ?? 'http://127.0.0.1:8787'
  const projectId = env.VITE_AIRLOCK_PROJECT_ID ?? 'airlock-demo'
  const cloud = { host: cloudUrl, projectId }
  return airlockCsp({
    apiUrl: cloudUrl,
    registryUrl: cloudUrl,
    relayUrl: env.VITE_AIRLOCK_RELAY_URL ?? 'ws://127.0.0.1:8789',
    secureSiteUrl: env.VITE_AIRLOCK_SECURE_SITE_URL ?? 'http://127.0.0.1:8788',
    networks: [mainnet, base, solanaDevnet].map((network) => withCloudRpc(network, cloud)),
    // `report-uri` only: Chromium ignores it once `report-to` is present, and the Reporting API
    // batches its deliveries (about a minute), too late for a test to fail on them.
    reportUri: CSP_REPORT_PATH,
  }).header
}

function readBody(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((done, fail) => {
    let size = 0
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > CSP_REPORT_MAX_BYTES) {
        // Stop keeping it; the rest is read and dropped so the 413 reaches the client.
        request.removeAllListeners('data')
        request.resume()
        done(undefined)
      } else chunks.push(chunk)
    })
    request.on('end', () => done(Buffer.concat(chunks).toString('utf8')))
    request.on('error', fail)
  })
}

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void

/**
 * The middleware of `cspPreviewPlugin`: `header` on every response but the report path's, and the
 * report path itself (POST stores, GET lists, anything else 405).
 */
export function cspMiddleware(header: string): Middleware {
  const reports: unknown[] = []
  let received = 0
  return async (request, response, next) => {
    const path = (request.url ?? '').split('?')[0]
    if (path !== CSP_REPORT_PATH) {
      response.setHeader('Content-Security-Policy', header)
      next()
      return
    }
    response.setHeader('Cache-Control', 'no-store')
    if (request.method === 'GET') {
      response.setHeader('Content-Type', 'application/json')
      response.end(JSON.stringify({ received, reports }))
      return
    }
    if (request.method !== 'POST') {
      response.statusCode = 405
      response.end()
      return
    }
    const body = await readBody(request)
    if (body === undefined) {
      response.statusCode = 413
      response.setHeader('Connection', 'close')
      response.end()
      return
    }
    let parsed: unknown
    try {
      parsed = JSON.parse(body)
    } catch {
      response.statusCode = 400
      response.end()
      return
    }
    // `report-uri` posts one `{ "csp-report": {...} }`; the Reporting API (a dapp using
    // `report-to`) a list of reports.
    for (const report of Array.isArray(parsed) ? parsed : [parsed]) {
      received += 1
      if (reports.length < CSP_REPORTS_KEPT) reports.push(report)
    }
    response.statusCode = 204
    response.end()
  }
}

/**
 * Serves the production build (`vite preview`) under a strict Content-Security-Policy, the one
 * `airlockCsp` gives for the demo's configuration: every response carries it, and violations
 * are reported to `POST /api/csp-report` (`report-uri`). `GET /api/csp-report` lists what
 * arrived (the e2e tests fail on any).
 * `vite dev` is left alone: its React refresh needs an inline script.
 */
export function cspPreviewPlugin(): Plugin {
  let env: Env = {}
  return {
    name: 'airlock-demo-csp',
    configResolved(resolved) {
      env = {
        ...loadEnv(resolved.mode, resolved.envDir || process.cwd(), 'VITE_AIRLOCK_'),
        ...Object.fromEntries(
          Object.entries(process.env).filter(([name]) => name.startsWith('VITE_AIRLOCK_')),
        ),
      }
    },
    configurePreviewServer(server) {
      server.middlewares.use(cspMiddleware(demoCsp(env)))
    },
  }
}

import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  CSP_REPORT_MAX_BYTES,
  CSP_REPORT_PATH,
  CSP_REPORTS_KEPT,
  cspMiddleware,
  demoCsp,
} from './cspPlugin'

// The preview server's policy and its report endpoint (issue 23), on a real HTTP server.

let server: Server
let url: string
const header = demoCsp({
  VITE_AIRLOCK_CLOUD_URL: 'http://127.0.0.1:18787',
  VITE_AIRLOCK_RELAY_URL: 'ws://127.0.0.1:18789',
  VITE_AIRLOCK_SECURE_SITE_URL: 'http://127.0.0.1:18788',
})

beforeAll(async () => {
  const middleware = cspMiddleware(header)
  server = createServer((request, response) =>
    middleware(request, response, () => response.end('page')),
  )
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise((done) => server.close(done)))

const report = (directive: string) =>
  JSON.stringify({ 'csp-report': { 'violated-directive': directive, 'document-uri': url } })
const post = (body: string) =>
  fetch(`${url}${CSP_REPORT_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/csp-report' },
    body,
  })
const list = async () =>
  (await (await fetch(`${url}${CSP_REPORT_PATH}`)).json()) as {
    received: number
    reports: unknown[]
  }

test("the demo's policy names its services and nothing inline", () => {
  expect(header).toBe(
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: http://127.0.0.1:18787; font-src 'self'; connect-src 'self' http://127.0.0.1:18787 ws://127.0.0.1:18789 ws://127.0.0.1:18787; frame-src http://127.0.0.1:18788; object-src 'none'; base-uri 'self'; form-action 'self'; report-uri /api/csp-report",
  )
})

test('every page carries the policy', async () => {
  const response = await fetch(`${url}/some/page`)
  expect(await response.text()).toBe('page')
  expect(response.headers.get('content-security-policy')).toBe(header)
})

test('reports are kept and listed; the Reporting API shape (a list) too', async () => {
  const before = (await list()).received
  expect((await post(report('style-src-elem'))).status).toBe(204)
  expect((await post(`[${report('img-src')},${report('connect-src')}]`)).status).toBe(204)
  const after = await list()
  expect(after.received - before).toBe(3)
  expect(after.reports.slice(before)).toEqual([
    JSON.parse(report('style-src-elem')),
    JSON.parse(report('img-src')),
    JSON.parse(report('connect-src')),
  ])
})

test(`a body over ${CSP_REPORT_MAX_BYTES} bytes is 413, not JSON 400, other methods 405`, async () => {
  const before = (await list()).received
  expect((await post('x'.repeat(CSP_REPORT_MAX_BYTES + 1))).status).toBe(413)
  expect((await post('{not json')).status).toBe(400)
  expect((await fetch(`${url}${CSP_REPORT_PATH}`, { method: 'PUT' })).status).toBe(405)
  expect((await list()).received).toBe(before)
})

test(`only the first ${CSP_REPORTS_KEPT} reports are kept; every one is counted`, async () => {
  const before = await list()
  const batch = `[${Array.from({ length: 100 }, () => report('img-src')).join(',')}]`
  for (let i = 0; i < Math.ceil(CSP_REPORTS_KEPT / 100) + 1; i++) await post(batch)
  const after = await list()
  expect(after.reports).toHaveLength(CSP_REPORTS_KEPT)
  expect(after.received).toBe(before.received + (Math.ceil(CSP_REPORTS_KEPT / 100) + 1) * 100)
})

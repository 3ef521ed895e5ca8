import { readFile } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname, extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'

// Three origins on 127.0.0.1 (three ports: cross-origin, same-site, as in production): the dapp,
// the TEST DOUBLE of the secure site, and an unrelated origin for impostor pages.

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..')
const zodDir = join(pkg, 'node_modules', 'zod')
const distDir = join(pkg, 'dist')

const DAPP_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>dapp</title>
<script type="importmap">{ "imports": { "zod/mini": "/zod/mini/index.js" } }</script></head>
<body><script type="module">
  // Counts every message the page receives, registered before the frame's own listener, so a
  // test can wait until hostile messages have been dispatched (and seen by the frame client).
  window.messagesSeen = 0
  window.addEventListener('message', () => { window.messagesSeen++ })
  window.walletFrame = await import('/dist/index.js')
</script></body></html>`

/**
 * TEST DOUBLE of the secure site's frame page (apps/secure-site is the real one): it posts READY
 * to the dapp, records the requests it accepts and answers a few fixed ones. Tests drive the rest
 * (and post hostile messages) through Playwright's frame handles.
 */
const SECURE_SITE_DOUBLE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>TEST DOUBLE of the secure site</title></head><body><script>
  const dapp = location.ancestorOrigins[0]
  window.received = []
  window.reply = (request, suffix, payload) => parent.postMessage(
    { type: '@w3m-frame/' + request.type.slice('@w3m-app/'.length) + suffix, id: request.id,
      ...(payload === undefined ? {} : { payload }) }, dapp)
  window.addEventListener('message', (event) => {
    if (event.origin !== dapp || event.source !== parent) return
    const request = event.data
    if (typeof request?.type !== 'string' || !request.type.startsWith('@w3m-app/')) return
    window.received.push(request)
    const name = request.type.slice('@w3m-app/'.length)
    if (name === 'GET_CHAIN_ID') window.reply(request, '_SUCCESS', { chainId: 1 })
    if (name === 'RPC_REQUEST') window.reply(request, '_SUCCESS', '0x2a')
    if (name === 'CONNECT_EMAIL') {
      const email = request.payload.email
      if (email.startsWith('ok')) window.reply(request, '_SUCCESS', { action: 'VERIFY_OTP' })
      if (email.startsWith('bare')) window.reply(request, '_ERROR')
      if (email.startsWith('error')) window.reply(request, '_ERROR', { message: 'Invalid email domain' })
      // Any other address gets no answer: the test answers itself, or lets it time out.
    }
  })
  if (!location.search.includes('silent=1')) {
    parent.postMessage({ type: '@w3m-frame/READY', payload: { version: '4' } }, dapp)
  }
</script></body></html>`

const IMPOSTOR =
  '<!doctype html><html lang="en"><head><title>impostor</title></head><body></body></html>'

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.map': 'application/json' }

export type Origins = { dapp: string; secure: string; other: string; close(): Promise<void> }

async function serve(route: (path: string) => Promise<{ type: string; body: string | Buffer }>) {
  const server = http.createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname
    try {
      const { type, body } = await route(path)
      res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' })
      res.end(body)
    } catch {
      res.writeHead(404)
      res.end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

function fileUnder(root: string, rest: string): Promise<{ type: string; body: Buffer }> {
  const file = normalize(join(root, rest))
  if (!file.startsWith(root)) return Promise.reject(new Error('outside'))
  return readFile(file).then((body) => ({ type: TYPES[extname(file)] ?? 'text/plain', body }))
}

export async function startOrigins(): Promise<Origins> {
  const html = (body: string) => Promise.resolve({ type: 'text/html', body })
  const dapp = await serve((path) => {
    if (path === '/') return html(DAPP_PAGE)
    if (path.startsWith('/dist/')) return fileUnder(distDir, path.slice('/dist/'.length))
    if (path.startsWith('/zod/')) return fileUnder(zodDir, path.slice('/zod/'.length))
    return Promise.reject(new Error('not found'))
  })
  const secure = await serve((path) =>
    path === '/frame' ? html(SECURE_SITE_DOUBLE) : html(IMPOSTOR),
  )
  const other = await serve(() => html(IMPOSTOR))
  return {
    dapp: dapp.origin,
    secure: secure.origin,
    other: other.origin,
    close: async () => {
      await Promise.all([dapp.close(), secure.close(), other.close()])
    },
  }
}

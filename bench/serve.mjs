// A static server on 127.0.0.1 (port 0) for one built dapp, sending text assets gzipped as a
// production host would (zlib's default level), so "transferred" means gzip as served.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { gzipSync } from 'node:zlib'

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.wasm'])

/** Serves `dir`; resolves to `{ url, close }`. */
export function serveStatic(dir) {
  const cache = new Map()
  const load = (file) => {
    if (!cache.has(file)) {
      const raw = readFileSync(file)
      cache.set(file, { raw, gzip: COMPRESSIBLE.has(extname(file)) ? gzipSync(raw) : null })
    }
    return cache.get(file)
  }
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname)
    let file = normalize(join(dir, path))
    if (!file.startsWith(dir)) {
      res.writeHead(403).end()
      return
    }
    // The bench runs no backend for any kit: Airlock's API and registry URLs point here and get
    // a fast 404, as the peers' hosted APIs get a blocked request.
    if (path.startsWith('/no-backend/')) {
      res.writeHead(404, { 'cache-control': 'no-store' }).end()
      return
    }
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html')
    const { raw, gzip } = load(file)
    const headers = {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
      'timing-allow-origin': '*',
      vary: 'accept-encoding',
    }
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
    if (gzip && acceptsGzip) {
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip', 'content-length': gzip.length })
      res.end(gzip)
    } else {
      res.writeHead(200, { ...headers, 'content-length': raw.length })
      res.end(raw)
    }
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      resolve({
        url: `http://127.0.0.1:${port}/`,
        close: () =>
          new Promise((done) => {
            server.close(() => done())
            server.closeAllConnections()
          }),
      })
    })
  })
}

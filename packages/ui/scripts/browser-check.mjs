#!/usr/bin/env node
// A check in a real browser of what happy-dom cannot show: the kit renders in Chromium under a
// strict Content-Security-Policy (no 'unsafe-inline', no 'unsafe-eval') with no violation, a host
// stylesheet that forces inherited properties with !important on every element does not reach
// inside, our styles do not leak out, and axe (colour contrast included) finds nothing.
// Not part of `test` (it needs a Chromium binary); the end-to-end suite covers this in CI.
//
//   CHROMIUM=/path/to/chromium node scripts/browser-check.mjs   # default: `chromium` on PATH
import { execFile } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { dirname, extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { build } from 'vite'

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..')
const out = join(pkg, '..', '..', '.airlock', 'ui-browser-check')
mkdirSync(out, { recursive: true })

await build({
  configFile: false,
  logLevel: 'warn',
  mode: 'production',
  plugins: [react()],
  build: {
    outDir: out,
    emptyOutDir: true,
    minify: true,
    lib: {
      entry: join(pkg, 'scripts', 'browser-page.tsx'),
      formats: ['es'],
      fileName: () => 'page.js',
    },
  },
  define: { 'process.env.NODE_ENV': '"production"' },
})

const HOSTILE = `
* { letter-spacing: 9px !important; text-transform: uppercase !important; visibility: hidden !important;
    font-family: "Comic Sans MS", cursive !important; }
button { color: red !important; background-color: yellow !important; padding: 30px !important; }
div { display: none !important; }
airlock-root, .al-root, .al-button { display: none !important; color: red !important; }
html { font-size: 40px; }
#out, #app, #outside { display: block !important; visibility: visible !important; }
`
writeFileSync(join(out, 'hostile.css'), HOSTILE)
writeFileSync(
  join(out, 'index.html'),
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Airlock UI browser check</title>
<link rel="stylesheet" href="hostile.css"></head><body><main><h1>Host page</h1>
<div id="app"></div><button id="outside" class="al-button" data-variant="primary">Outside</button>
<pre id="out"></pre></main><script type="module" src="page.js"></script></body></html>`,
)

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'"
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }
const server = http.createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname
  try {
    const body = readFileSync(join(out, path === '/' ? 'index.html' : path.slice(1)))
    res.writeHead(200, {
      'content-type': types[extname(path)] ?? 'text/html',
      'content-security-policy': CSP,
    })
    res.end(body)
  } catch {
    res.writeHead(404)
    res.end()
  }
})
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
const { port } = server.address()

const chromium = process.env.CHROMIUM ?? 'chromium'
// Asynchronous: the page is served from this same process.
const load = (theme) =>
  new Promise((resolve) => {
    execFile(
      chromium,
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--virtual-time-budget=6000',
        '--dump-dom',
        `http://127.0.0.1:${port}/?theme=${theme}`,
      ],
      { encoding: 'utf8', timeout: 60_000, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ error, stdout, stderr }),
    )
  })
const runs = [await load('light'), await load('dark')]
server.close()

let failed = false
for (const run of runs) {
  const match = /<pre id="out">([^<]*)<\/pre>/.exec(run.stdout ?? '')
  if (!match?.[1]) {
    console.error('no result from the page', run.error ?? '', (run.stderr ?? '').slice(-2000))
    process.exit(1)
  }
  const text = match[1].replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>')
  const result = JSON.parse(text.replaceAll('&amp;', '&'))
  console.info(JSON.stringify(result, null, 2))
  const failures = []
  if (result.violations.length) failures.push('CSP violations')
  if (result.styleElements !== 0) failures.push('<style> elements')
  if (result.hostDisplay !== 'contents') failures.push('host hidden')
  if (result.root.visibility !== 'visible' || result.root['text-transform'] !== 'none')
    failures.push('inherited host styles reached in')
  if (!['normal', '0px'].includes(result.button['letter-spacing']))
    failures.push('letter-spacing reached in')
  if (result.button.color === 'rgb(255, 0, 0)' || result.button['padding-left'] !== '16px')
    failures.push('host button styles reached in')
  if (result.outside['padding-left'] === '16px') failures.push('our styles leaked out')
  if (!result.menuInShadow) failures.push('menu outside the shadow root')
  if (result.renderedWallets === 0 || result.renderedWallets > 60)
    failures.push('wallet grid not virtualized')
  if (result.axe.length) failures.push('axe violations')
  console.info(`${result.theme}: ${failures.length ? `FAILED: ${failures.join(', ')}` : 'ok'}`)
  if (failures.length) failed = true
}
process.exit(failed ? 1 : 0)

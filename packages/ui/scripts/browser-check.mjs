#!/usr/bin/env node
// The kit in a real browser (Chromium through playwright-core), for what happy-dom cannot show.
// It is the package's `test:e2e` script, so the root `npm test` runs it in CI. Three pages, all
// served under a strict Content-Security-Policy (no 'unsafe-inline', no 'unsafe-eval'):
//
// 1. isolation (light and dark): the kit under a hostile host stylesheet (`* { all: revert }`,
//    inherited properties forced with !important on every element, our class names and host tag
//    targeted): our computed styles are asserted unchanged, ours do not leak out, no CSP violation,
//    no axe violation;
// 2. every story of Storybook, composed as Storybook composes it, in light and in dark: axe-core
//    with every rule it runs by default (colour contrast included) finds nothing, the story
//    raises no `securitypolicyviolation`, and a dialog is fully opaque in its first frame;
// 3. theming: a root with no themeMode follows the emulated OS colour scheme (dark and light), and
//    the colour mix, its strength, the accent, font family and the two masters reach the components.
//
//   CHROMIUM=/path/to/chromium node scripts/browser-check.mjs   # default: /usr/bin/chromium
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { dirname, extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { chromium } from 'playwright-core'
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
      entry: {
        page: join(pkg, 'scripts', 'browser-page.tsx'),
        stories: join(pkg, 'scripts', 'stories-page.tsx'),
        theme: join(pkg, 'scripts', 'theme-page.tsx'),
      },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
  },
  define: { 'process.env.NODE_ENV': '"production"' },
})

// `* { all: revert }` first: it takes every property of every element back to the browser's own
// styles, which is what a careless reset on a dapp does. The rest force inherited properties.
const HOSTILE = `
* { all: revert; }
* { letter-spacing: 9px !important; text-transform: uppercase !important; visibility: hidden !important;
    font-family: "Comic Sans MS", cursive !important; line-height: 3 !important; word-spacing: 12px !important; }
button { color: red !important; background-color: yellow !important; padding: 30px !important;
    border-radius: 0 !important; font-size: 30px !important; }
div { display: none !important; }
span, p, h1, h2 { color: lime !important; font-weight: 100 !important; }
airlock-root, .al-root, .al-button { display: none !important; color: red !important; }
html { font-size: 40px; }
#out, #app, #outside { display: block !important; visibility: visible !important; }
`
writeFileSync(join(out, 'hostile.css'), HOSTILE)
const html = (title, script, head = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${head}</head>
<body><main><h1>${title}</h1><div id="app"></div>
<button id="outside" class="al-button" data-variant="primary">Outside</button>
<pre id="out"></pre></main><script type="module" src="${script}"></script></body></html>`
writeFileSync(
  join(out, 'index.html'),
  html('Airlock UI isolation', 'page.js', '<link rel="stylesheet" href="hostile.css">'),
)
writeFileSync(join(out, 'stories.html'), html('Airlock UI stories', 'stories.js'))
writeFileSync(join(out, 'theme.html'), html('Airlock UI theming', 'theme.js'))

// The stories' "never loads" image sits on a loopback port nothing serves: allowed like a dapp
// allows its wallet-image host (README, Content-Security-Policy).
const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: http://127.0.0.1:9; connect-src 'self'"
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
const base = `http://127.0.0.1:${server.address().port}`

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
})

const failures = []
const fail = (where, what) => failures.push(`${where}: ${what}`)

/** `rgb(r, g, b)` from a computed colour, whether Chromium wrote it as rgb() or color(srgb ...). */
function rgb(color) {
  const srgb = /^color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)/.exec(color)
  if (!srgb) return color
  const [r, g, b] = srgb.slice(1).map((v) => Math.round(Number(v) * 255))
  return `rgb(${r}, ${g}, ${b})`
}

try {
  await isolation()
  await stories()
  await theming()
} finally {
  await browser.close()
  server.close()
}

if (failures.length) {
  console.error(`\n${failures.length} failure(s):`)
  for (const failure of failures) console.error(`  ${failure}`)
  process.exit(1)
}
console.info('\nbrowser check: all passed')

// 1. The kit under the hostile host stylesheet.
async function isolation() {
  for (const theme of ['light', 'dark']) {
    const page = await browser.newPage()
    await page.goto(`${base}/?theme=${theme}`)
    await page.waitForFunction(() => document.getElementById('out')?.textContent, null, {
      timeout: 30_000,
    })
    const result = JSON.parse(await page.locator('#out').textContent())
    await page.close()
    const where = `isolation (${theme})`
    const expect = (ok, what) => {
      if (!ok) fail(where, what)
    }
    expect(result.violations.length === 0, `CSP violations ${result.violations.join('; ')}`)
    expect(result.styleElements === 0, '<style> elements')
    expect(result.hostDisplay === 'contents', `host display ${result.hostDisplay}`)
    const { root, button, title, outside } = result
    expect(root.visibility === 'visible', `root visibility ${root.visibility}`)
    expect(root['text-transform'] === 'none', 'text-transform reached in')
    expect(root['font-size'] === '14px', `root font-size ${root['font-size']} (html 40px leaked)`)
    expect(root['line-height'] !== '42px', 'line-height reached in')
    expect(!/comic/i.test(root['font-family']), 'font-family reached in')
    expect(['normal', '0px'].includes(button['letter-spacing']), 'letter-spacing reached in')
    expect(['normal', '0px'].includes(button['word-spacing']), 'word-spacing reached in')
    expect(button.color === 'rgb(255, 255, 255)', `button color ${button.color}`)
    expect(
      button['background-color'] === 'rgb(52, 81, 209)',
      `button background ${button['background-color']}`,
    )
    expect(button['padding-left'] === '16px', `button padding ${button['padding-left']}`)
    expect(button['font-size'] === '14px', `button font-size ${button['font-size']}`)
    expect(button['font-weight'] === '600', `button font-weight ${button['font-weight']}`)
    expect(button['border-top-left-radius'] === '32px', 'button radius reverted')
    expect(button.display === 'inline-flex', `button display ${button.display}`)
    expect(button['text-transform'] === 'none', 'button text-transform reached in')
    expect(button.visibility === 'visible', 'button hidden')
    expect(
      title.color === (theme === 'dark' ? 'rgb(236, 238, 239)' : 'rgb(20, 20, 20)'),
      `title color ${title.color}`,
    )
    expect(title['font-weight'] === '600', `title font-weight ${title['font-weight']}`)
    expect(
      rgb(result.modal['background-color']) ===
        (theme === 'dark' ? 'rgb(20, 20, 20)' : 'rgb(255, 255, 255)'),
      `modal background ${result.modal['background-color']}`,
    )
    expect(result.modal.display === 'flex', `modal display ${result.modal.display}`)
    expect(outside['padding-left'] !== '16px', 'our styles leaked out')
    expect(outside['background-color'] === 'rgb(255, 255, 0)', 'our styles leaked out')
    expect(result.menuInShadow, 'menu outside the shadow root')
    expect(
      result.renderedWallets > 0 && result.renderedWallets <= 60,
      `wallet grid not virtualized (${result.renderedWallets})`,
    )
    expect(result.axe.length === 0, `axe: ${result.axe.join('; ')}`)
    console.info(`${where}: ${failures.some((f) => f.startsWith(where)) ? 'FAILED' : 'ok'}`)
  }
}

// 2. Every story, in light and in dark: axe with colour contrast, and no CSP violation.
async function stories() {
  for (const theme of ['light', 'dark']) {
    const page = await browser.newPage({ colorScheme: theme })
    const errors = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(`${base}/stories.html`)
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'), null, {
      timeout: 30_000,
    })
    const ids = await page.evaluate(() => window.airlockStories.ids())
    let passed = 0
    for (const [index, id] of ids.entries()) {
      const result = await page.evaluate(
        ([i, t]) => window.airlockStories.run(i, t),
        [index, theme],
      )
      const where = `story ${id} (${theme})`
      const before = failures.length
      if (!result.mounted) fail(where, 'rendered nothing inside the root')
      for (const violation of result.axe) fail(where, `axe ${violation}`)
      for (const violation of result.csp) fail(where, `CSP ${violation}`)
      // A dialog is seen in the frame it arrives in: an opening fade from transparent hid a
      // ready wallet list for two or three frames (the bench's click-to-list time).
      if (result.dialogOpacity !== null && result.dialogOpacity < 1)
        fail(where, `dialog drawn at opacity ${result.dialogOpacity} in its first frame`)
      if (failures.length === before) passed += 1
    }
    for (const error of errors) fail(`stories (${theme})`, `page error ${error}`)
    await page.close()
    console.info(`stories (${theme}): ${passed}/${ids.length} pass axe (all rules) and CSP`)
    if (ids.length < 100) fail(`stories (${theme})`, `only ${ids.length} stories found`)
  }
}

// 3. Theming where it is computed.
async function theming() {
  const page = await browser.newPage()
  await page.goto(`${base}/theme.html`)
  await page.waitForFunction(() => !window.airlockTheme?.measure('os').missing, null, {
    timeout: 30_000,
  })
  const measure = async (probe) => {
    const values = await page.evaluate((p) => window.airlockTheme.measure(p), probe)
    return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, rgb(v)]))
  }
  const expect = (ok, what) => {
    if (!ok) fail('theming', what)
  }
  await page.emulateMedia({ colorScheme: 'dark' })
  const dark = await measure('os')
  await page.emulateMedia({ colorScheme: 'light' })
  const light = await measure('os')
  await page.emulateMedia({ colorScheme: 'dark' })
  const darkAgain = await measure('os')
  expect(dark.modalBackground === 'rgb(20, 20, 20)', `OS dark: background ${dark.modalBackground}`)
  expect(dark.rootColor === 'rgb(236, 238, 239)', `OS dark: text ${dark.rootColor}`)
  expect(dark.rootColorScheme === 'dark', `OS dark: color-scheme ${dark.rootColorScheme}`)
  expect(
    light.modalBackground === 'rgb(255, 255, 255)',
    `OS light: background ${light.modalBackground}`,
  )
  expect(light.rootColor === 'rgb(20, 20, 20)', `OS light: text ${light.rootColor}`)
  expect(darkAgain.modalBackground === dark.modalBackground, 'OS back to dark: no change')
  // A pinned light root ignores the OS.
  const pinned = await measure('plain')
  expect(pinned.modalBackground === 'rgb(255, 255, 255)', 'themeMode light followed the OS')

  // 40% of #ff0000 into the white surface: rgb(255, 153, 153).
  const mixed = await measure('mixed')
  const [r, g, b] = (mixed.modalBackground.match(/\d+/g) ?? []).map(Number)
  const near = (value, want) => Math.abs(value - want) <= 1
  expect(
    near(r, 255) && near(g, 153) && near(b, 153),
    `color mix 40% of red: background ${mixed.modalBackground}`,
  )

  const variables = await measure('variables')
  expect(variables.buttonBackground === 'rgb(10, 125, 59)', `accent ${variables.buttonBackground}`)
  expect(/monospace/.test(variables.buttonFontFamily), `font ${variables.buttonFontFamily}`)
  expect(variables.buttonFontSize === '16.8px', `font-size master ${variables.buttonFontSize}`)
  expect(variables.buttonRadius === '16px', `border-radius master ${variables.buttonRadius}`)
  expect(pinned.buttonFontSize === '14px' && pinned.buttonRadius === '32px', 'defaults moved')
  await page.close()
  console.info(`theming: ${failures.some((f) => f.startsWith('theming')) ? 'FAILED' : 'ok'}`)
}

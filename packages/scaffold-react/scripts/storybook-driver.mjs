// What the Storybook check and the screenshot script share: build Storybook, serve the static
// build on 127.0.0.1, open ONE Chromium page per theme on Storybook's iframe and move it from
// story to story through Storybook's own channel (no page load per story), and wait until a
// story's modal has settled.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import http from 'node:http'
import { createRequire } from 'node:module'
import { dirname, extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'

/** The package's folder. */
export const pkg = join(dirname(fileURLToPath(import.meta.url)), '..')
/** Where `storybook build` writes. */
export const staticDir = join(pkg, 'storybook-static')

/** The two viewports every story is checked at. */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
}
/** The two theme modes every story is checked in. */
export const THEMES = ['light', 'dark']

/** Runs `storybook build` into storybook-static; rejects when it fails. */
export function buildStorybook() {
  const bin = join(pkg, 'node_modules', '.bin', 'storybook')
  return new Promise((resolve, reject) => {
    const child = spawn(
      bin,
      ['build', '--quiet', '--disable-telemetry', '--output-dir', 'storybook-static'],
      {
        cwd: pkg,
        env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    // Storybook's --quiet build prints its errors on stdout: both are kept for a failure.
    let output = ''
    const keep = (chunk) => {
      output += chunk
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`storybook build exited ${code}\n${output.slice(-4000)}`)),
    )
  })
}

/**
 * A story of a view still loading (its data held back: viewStory's `pendingRoutes`) is named
 * `Loading` or `<Something> Loading`.
 */
export const isLoadingStory = (story) => /(^| )Loading$/.test(story.name)

/** Every story of the static build's index: `{ id, title, name }`. */
export function readStoryIndex() {
  const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'))
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map(({ id, title, name }) => ({ id, title, name }))
}

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}

/** Serves storybook-static on a free loopback port; resolves `{ base, close }`. */
export async function serveStatic() {
  const server = http.createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname))
    const file = join(staticDir, path === '/' ? 'index.html' : path)
    if (!file.startsWith(staticDir) || !existsSync(file)) {
      res.writeHead(404)
      return res.end()
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
    res.end(readFileSync(file))
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    base: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

/** Chromium from the distribution, with the launch flags of the repository's browser checks. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  })
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/**
 * Opens Storybook's iframe in `theme` on the first story, with axe-core injected, every request
 * that leaves the page's own origin aborted and recorded in `offsite`, and page errors in `errors`.
 * Storybook's own a11y addon is switched to manual: the check runs axe itself.
 */
export async function openStoryPage(browser, base, theme, firstId, options = {}) {
  const page = await browser.newPage({ viewport: VIEWPORTS.desktop, colorScheme: theme })
  const offsite = []
  const errors = []
  page.on('pageerror', (error) => errors.push(error.message))
  // On the context: a window the story opens (a social login) is held to the same rule.
  await page.context().route('**/*', (route) => {
    const url = route.request().url()
    if (url.startsWith(`${base}/`) || url.startsWith('data:') || url.startsWith('blob:'))
      return route.continue()
    // The cloud double's host: images the views point at it fail, as on a dead port.
    if (!url.startsWith('http://127.0.0.1:9/')) offsite.push(url)
    return route.abort()
  })
  if (options.clock) await page.clock.setFixedTime(options.clock)
  await page.goto(
    `${base}/iframe.html?id=${firstId}&viewMode=story&globals=theme:${theme};a11y.manual:!true`,
  )
  await page.waitForFunction(
    () => window.__STORYBOOK_ADDONS_CHANNEL__ && window.__STORYBOOK_PREVIEW__,
  )
  await page.addScriptTag({ content: axeSource })
  return { page, offsite, errors }
}

/**
 * Shows story `id` on the page (Storybook's setCurrentStory) and waits for it to render and
 * settle: the modal's dialog present, its markup unchanged for 350 ms, every finite animation
 * done, images loaded or failed, no list still showing placeholder rows (or, for a story of a
 * loading state, `{ loading: true }`, placeholder rows shown). Resolves `{ ok, error }`.
 */
export async function showStory(page, id, options = {}) {
  const result = await page.evaluate(
    (storyId) =>
      new Promise((resolve) => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__
        const done = (value) => {
          channel.off('storyRendered', onRendered)
          channel.off('storyErrored', onError)
          channel.off('storyThrewException', onError)
          resolve(value)
        }
        const onRendered = (rendered) => {
          if (rendered === storyId) done({ ok: true })
        }
        const onError = (error) =>
          done({ ok: false, error: String(error?.message ?? error?.title ?? error) })
        channel.on('storyRendered', onRendered)
        channel.on('storyErrored', onError)
        channel.on('storyThrewException', onError)
        const current = window.__STORYBOOK_PREVIEW__.currentSelection?.storyId
        if (current === storyId && document.querySelector('#storybook-root')?.childElementCount)
          done({ ok: true })
        else channel.emit('setCurrentStory', { storyId, viewMode: 'story' })
        setTimeout(() => done({ ok: false, error: 'not rendered in 20 s' }), 20_000)
      }),
    id,
  )
  if (!result.ok) return result
  await settle(page, options)
  return { ok: true }
}

/**
 * Waits until the story's modal is drawn and still (at most 8 s): with its lists loaded, or with
 * `{ loading: true }` with a list's placeholder rows on screen (a loading state's story).
 */
export async function settle(page, { loading: expectLoading = false } = {}) {
  await page.evaluate(async (wantSkeleton) => {
    const roots = () => {
      const found = []
      const walk = (node) => {
        for (const element of node.querySelectorAll('*')) {
          if (element.shadowRoot) {
            found.push(element.shadowRoot)
            walk(element.shadowRoot)
          }
        }
      }
      walk(document)
      return found
    }
    const markup = () =>
      roots()
        .map((root) => root.innerHTML)
        .join('')
    const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
    // performance.now(): the screenshots fix Date.now() (Playwright's clock).
    const deadline = performance.now() + 8000
    let last = ''
    let stableSince = performance.now()
    while (performance.now() < deadline) {
      const now = markup()
      if (now !== last) {
        last = now
        stableSince = performance.now()
      }
      const dialog = roots().some((root) => root.querySelector('[role="dialog"]'))
      const moving = [document, ...roots()]
        .flatMap((root) => root.getAnimations())
        .some((animation) => {
          const end = animation.effect?.getComputedTiming().endTime
          return animation.playState === 'running' && Number.isFinite(end)
        })
      const images = roots()
        .flatMap((root) => [...root.querySelectorAll('img')])
        .every((img) => img.complete)
      // A list still loading (placeholder rows): its data is on the way, whatever the load.
      const loading = roots().some((root) => root.querySelector('.al-skeleton'))
      // 350 ms: longer than a search's 300 ms wait, so a story that typed a name or a search
      // is not taken before the answer draws (it was, now and then, under load).
      if (dialog && !moving && images && loading === wantSkeleton)
        if (performance.now() - stableSince >= 350) return
      await sleep(50)
    }
  }, expectLoading)
}

/** What the story's modal shows: whether a dialog is open, its heading, its text and direction. */
export async function readDialog(page) {
  return page.evaluate(() => {
    const walk = (node, found) => {
      for (const element of node.querySelectorAll('*'))
        if (element.shadowRoot) {
          found.push(element.shadowRoot)
          walk(element.shadowRoot, found)
        }
      return found
    }
    const dialog = walk(document, [])
      .map((root) => root.querySelector('[role="dialog"]'))
      .find(Boolean)
    return {
      open: Boolean(dialog),
      heading: dialog?.querySelector('h1, h2')?.textContent?.trim() ?? '',
      text: dialog?.textContent ?? '',
      direction: dialog ? getComputedStyle(dialog).direction : '',
      skeleton: Boolean(dialog?.querySelector('.al-skeleton')),
    }
  })
}

/** axe-core (WCAG 2.0, 2.1 and 2.2, A and AA) over the story's root, shadow roots included. */
export async function runAxe(page) {
  return page.evaluate(async () => {
    const results = await window.axe.run(document.querySelector('#storybook-root'), {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      resultTypes: ['violations'],
    })
    return results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .slice(0, 4)
          .map(
            (node) =>
              `${node.target.join(' >>> ')}${node.failureSummary ? ` — ${node.failureSummary.split('\n').slice(1, 2).join('').trim()}` : ''}`,
          )
          .join('; ')})`,
    )
  })
}

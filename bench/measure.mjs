// One visit of one dapp in a fresh browser context: load, wait for the button, click, wait for the
// wallet list, force a GC and read the heap. Every request to a host other than loopback is
// recorded and aborted at once (page.route / routeWebSocket), before or after the click.
import { join } from 'node:path'
import { ANNOUNCED_WALLET, probeScript } from './kits.mjs'

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])
const TIMEOUT = 120_000

const isOutside = (href) => {
  try {
    const url = new URL(href)
    return /^(https?|wss?):$/.test(url.protocol) && !LOOPBACK.has(url.hostname)
  } catch {
    return false
  }
}

// Waits until the page has started no new resource for `quietMs` (after the click the modal may
// fetch code, images and data; "JS fetched on opening" counts what arrives until then).
async function settle(page, quietMs, capMs) {
  const start = Date.now()
  let last = -1
  let since = Date.now()
  while (Date.now() - start < capMs) {
    const count = await page.evaluate(() => performance.getEntriesByType('resource').length)
    if (count !== last) {
      last = count
      since = Date.now()
    } else if (Date.now() - since >= quietMs) return
    await page.waitForTimeout(100)
  }
}

/**
 * Visits `url` once. `throttle` is the CDP CPU throttling rate (1 = none), applied before
 * navigation. Returns the marks, the JS per phase and the outside hosts tried.
 */
export async function measureVisit({ browser, kit, url, throttle, screenshotDir }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    let phase = 'beforeClick'
    const hosts = { beforeClick: new Set(), afterClick: new Set() }
    const record = (href) => hosts[phase].add(new URL(href).host)
    await page.route(
      (u) => isOutside(u.href),
      (route) => {
        record(route.request().url())
        return route.abort('blockedbyclient')
      },
    )
    await page.routeWebSocket(
      (u) => isOutside(u.href),
      (ws) => {
        record(ws.url())
        ws.close()
      },
    )
    // Anything the routes did not see (a worker, a preconnect) still shows up here.
    page.on('request', (request) => {
      if (isOutside(request.url())) record(request.url())
    })
    const errors = []
    page.on('pageerror', (error) => errors.push(String(error.message).slice(0, 200)))
    await page.addInitScript(ANNOUNCED_WALLET)
    await page.addInitScript(probeScript(kit))
    await page.addInitScript(() => performance.setResourceTimingBufferSize(100_000))
    if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })

    await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT })
    await page.waitForFunction(() => window.__benchMarks.button !== undefined, null, {
      timeout: TIMEOUT,
      polling: 50,
    })
    // A visitor reads the page before clicking: let everything the page loads by itself arrive.
    await settle(page, 1000, 20_000)
    if (screenshotDir) await page.screenshot({ path: join(screenshotDir, `${kit.id}-button.png`) })

    phase = 'afterClick'
    await page.locator(kit.click).first().click({ timeout: TIMEOUT })
    await page.waitForFunction(() => window.__benchMarks.list !== undefined, null, {
      timeout: TIMEOUT,
      polling: 50,
    })
    await settle(page, 1000, 20_000)
    if (screenshotDir) await page.screenshot({ path: join(screenshotDir, `${kit.id}-list.png`) })

    await cdp.send('HeapProfiler.enable')
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')
    const { marks, entries } = await page.evaluate(() => ({
      marks: window.__benchMarks,
      entries: performance.getEntriesByType('resource').map((e) => ({
        name: e.name,
        startTime: e.startTime,
        responseEnd: e.responseEnd,
        encoded: e.encodedBodySize,
        decoded: e.decodedBodySize,
      })),
    }))
    const js = entries.filter((e) => /\.m?js(\?|$)/.test(new URL(e.name).pathname))
    const sum = (list) => ({
      files: list.length,
      transferred: list.reduce((total, e) => total + e.encoded, 0),
      decoded: list.reduce((total, e) => total + e.decoded, 0),
    })
    const intent = marks.intent ?? marks.click
    return {
      buttonMs: marks.button,
      clickToListMs: marks.list - marks.click,
      jsBeforeButton: sum(js.filter((e) => e.responseEnd <= marks.button)),
      jsBeforeClick: sum(js.filter((e) => e.startTime < intent)),
      jsOnOpen: sum(js.filter((e) => e.startTime >= intent)),
      heapUsed: usedSize,
      outsideHostsBeforeClick: [...hosts.beforeClick].sort(),
      outsideHostsAfterClick: [...hosts.afterClick].sort(),
      pageErrors: errors,
    }
  } finally {
    await context.close()
  }
}

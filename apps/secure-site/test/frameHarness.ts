import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CHROMIUM_LAUNCH_OPTIONS } from '@airlock/testing/playwright'
import { type Browser, chromium, type Frame, type Page } from 'playwright-core'
import { build } from 'tsup'
import { startTestSite, type TestSite } from './startTestSite'

/** The secure site, its frame bundle, a dapp page embedding `w3m-iframe`, and Chromium. */
export type FrameHarness = {
  site: TestSite
  browser: Browser
  dappOrigin: string
  /** The dapp page URL; it records every message from the frame in `window.received`. */
  dappUrl(projectId?: string): string
  close(): Promise<void>
}

/**
 * Builds the frame's script, starts a dapp page server and the secure site (projects `harness` and
 * `harness-b` for the dapp origin, plus the defaults), and launches Chromium.
 */
export async function startFrameHarness(): Promise<FrameHarness> {
  const bundleDir = await mkdtemp(join(tmpdir(), 'airlock-frame-harness-'))
  await build({
    config: false,
    entry: { frame: 'src/frame/main.ts' },
    outDir: bundleDir,
    format: ['esm'],
    platform: 'browser',
    noExternal: [/.*/],
    splitting: false,
    silent: true,
  })
  let site: TestSite | undefined
  const dapp: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const projectId = url.searchParams.get('projectId') ?? 'harness'
    const frameUrl = `${site?.url}/?projectId=${projectId}&chainId=eip155%3A1&version=4`
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.end(`<!doctype html><html><body><script>
      window.received = []
      window.addEventListener('message', (event) => {
        if (event.origin === ${JSON.stringify(site?.url)}) window.received.push(event.data)
      })
      window.send = (message) => document.getElementById('w3m-iframe').contentWindow.postMessage(message, ${JSON.stringify(site?.url)})
      const frame = document.createElement('iframe')
      frame.id = 'w3m-iframe'
      frame.src = ${JSON.stringify(frameUrl)}
      document.body.appendChild(frame)
    </script></body></html>`)
  })
  await new Promise<void>((resolve) => dapp.listen(0, '127.0.0.1', () => resolve()))
  const dappOrigin = `http://127.0.0.1:${(dapp.address() as AddressInfo).port}`
  site = await startTestSite({
    // Two projects on one dapp origin: their frames share the secure site's storage (one device
    // key), so only the project check keeps their sessions apart.
    projects: [
      { id: 'harness', origins: [dappOrigin] },
      { id: 'harness-b', origins: [dappOrigin] },
    ],
    frameScript: join(bundleDir, 'frame.js'),
  })
  const started = site
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
  return {
    site: started,
    browser,
    dappOrigin,
    dappUrl: (projectId = 'harness') => `${dappOrigin}/?projectId=${projectId}`,
    close: async () => {
      await browser.close()
      await started.close()
      dapp.close()
      await rm(bundleDir, { recursive: true, force: true })
    },
  }
}

let n = 0
/** Sends an app event from the dapp page to the frame and resolves with the frame's reply. */
export async function frameRequest(
  page: Page,
  type: string,
  payload?: unknown,
): Promise<{ type: string; payload?: unknown }> {
  const id = `harness-${++n}`
  await page.evaluate(
    ([message]) => (window as unknown as { send(m: unknown): void }).send(message),
    [{ type: `@w3m-app/${type}`, id, ...(payload === undefined ? {} : { payload }) }],
  )
  const handle = await page.waitForFunction(
    (want) =>
      (window as unknown as { received: { id?: string }[] }).received.find((m) => m.id === want),
    id,
    { timeout: 30_000 },
  )
  return (await handle.jsonValue()) as { type: string; payload?: unknown }
}

/** Waits for the frame's READY and returns the frame. */
export async function frameReady(page: Page, siteUrl: string): Promise<Frame> {
  await page.waitForFunction(() =>
    (window as unknown as { received: { type: string }[] }).received.some(
      (m) => m.type === '@w3m-frame/READY',
    ),
  )
  const frame = page.frames().find((f) => f.url().startsWith(siteUrl))
  if (!frame) throw new Error('no frame')
  return frame
}

/** Every message the dapp page received from the frame so far. */
export function received(page: Page): Promise<{ type: string; payload?: unknown }[]> {
  return page.evaluate(
    () => (window as unknown as { received: { type: string; payload?: unknown }[] }).received,
  )
}

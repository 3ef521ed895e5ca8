import { mkdtemp, readFile, rm } from 'node:fs/promises'
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
  /**
   * Serves the same dapp pages on another port: an origin no project lists (closed with the
   * harness).
   */
  strangerOrigin(): Promise<string>
  close(): Promise<void>
}

export type FrameHarnessOptions = {
  /**
   * The projects the dapp origin may frame; the page frames the first unless its URL names
   * another (`?projectId=`). Default `harness` and `harness-b`.
   */
  projects?: string[]
  /** The frame URL's `chainId` (default `eip155:1`). */
  chainId?: string
  /** More of the frame URL's query, e.g. `&enableLogger=false`. */
  query?: string
  /** CSS for the dapp page (the frame is `#w3m-iframe`). */
  css?: string
  /** Script the dapp page runs once it has added the frame (`frame`, the iframe element). */
  script?: string
  /** More scripts bundled beside the frame (name -> source file), served at `/<name>.js`. */
  scripts?: Record<string, string>
  /** More pages of the dapp server (path -> HTML). */
  pages?: Record<string, string>
  /** The site's RPC URLs (chain id -> URL). */
  rpcUrls?: Record<number, string>
}

/**
 * Builds the frame's script, starts a dapp page server and the secure site (its projects for the
 * dapp origin, plus the defaults), and launches Chromium.
 *
 * @example
 * const harness = await startFrameHarness({ projects: ['export-test'] })
 */
export async function startFrameHarness(options: FrameHarnessOptions = {}): Promise<FrameHarness> {
  const projects = options.projects ?? ['harness', 'harness-b']
  const chainId = encodeURIComponent(options.chainId ?? 'eip155:1')
  const bundleDir = await mkdtemp(join(tmpdir(), 'airlock-frame-harness-'))
  await build({
    config: false,
    entry: { frame: 'src/frame/main.ts', ...options.scripts },
    outDir: bundleDir,
    format: ['esm'],
    platform: 'browser',
    noExternal: [/.*/],
    // Each file self-contained: the site serves frame.js alone, no shared chunks.
    splitting: false,
    silent: true,
  })
  let site: TestSite | undefined
  const servers: Server[] = []
  // The dapp servers read `site` per request, so they can listen before the site starts.
  const serveDapp = async (): Promise<string> => {
    const server = createServer(async (req, res) => {
      const url = new URL(req.url ?? '/', 'http://x')
      const script = /^\/([\w-]+)\.js$/.exec(url.pathname)?.[1]
      if (script && options.scripts?.[script]) {
        res.setHeader('content-type', 'text/javascript; charset=utf-8')
        res.end(await readFile(join(bundleDir, `${script}.js`)))
        return
      }
      res.setHeader('content-type', 'text/html; charset=utf-8')
      const page = options.pages?.[url.pathname]
      if (page !== undefined) {
        res.end(page)
        return
      }
      const projectId = url.searchParams.get('projectId') ?? projects[0]
      const frameUrl = `${site?.url}/?projectId=${projectId}&chainId=${chainId}&version=4${options.query ?? ''}`
      res.end(`<!doctype html><html><head><style>${options.css ?? ''}</style></head><body><script>
      window.received = []
      window.addEventListener('message', (event) => {
        if (event.origin === ${JSON.stringify(site?.url)}) window.received.push(event.data)
      })
      window.send = (message) => document.getElementById('w3m-iframe').contentWindow.postMessage(message, ${JSON.stringify(site?.url)})
      const frame = document.createElement('iframe')
      frame.id = 'w3m-iframe'
      frame.src = ${JSON.stringify(frameUrl)}
      document.body.appendChild(frame)
      ${options.script ?? ''}
    </script></body></html>`)
    })
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }
  const dappOrigin = await serveDapp()
  site = await startTestSite({
    // Several projects on one dapp origin: their frames share the secure site's storage (one
    // device key), so only the project check keeps their sessions apart.
    projects: projects.map((id) => ({ id, origins: [dappOrigin] })),
    frameScript: join(bundleDir, 'frame.js'),
    ...(options.rpcUrls ? { rpcUrls: options.rpcUrls } : {}),
  })
  const started = site
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
  return {
    site: started,
    browser,
    dappOrigin,
    dappUrl: (projectId = projects[0]) => `${dappOrigin}/?projectId=${projectId}`,
    strangerOrigin: serveDapp,
    close: async () => {
      await browser.close()
      await started.close()
      for (const server of servers) server.close()
      await rm(bundleDir, { recursive: true, force: true })
    },
  }
}

/** A message the dapp page received from the frame. */
export type FrameMessage = { type: string; id?: string; payload?: unknown }

let n = 0
/** Posts an app event from the dapp page's script to the frame; resolves its id. */
export async function framePost(page: Page, type: string, payload?: unknown): Promise<string> {
  const id = `harness-${++n}`
  await page.evaluate(
    ([message]) => (window as unknown as { send(m: unknown): void }).send(message),
    [{ type: `@w3m-app/${type}`, id, ...(payload === undefined ? {} : { payload }) }],
  )
  return id
}

/** Waits for the frame's reply to the request `id`. */
export async function frameReply(page: Page, id: string, timeout = 30_000): Promise<FrameMessage> {
  const handle = await page.waitForFunction(
    (want) =>
      (window as unknown as { received: { id?: string }[] }).received.find((m) => m.id === want),
    id,
    { timeout },
  )
  return (await handle.jsonValue()) as FrameMessage
}

/** Sends an app event from the dapp page to the frame and resolves with the frame's reply. */
export async function frameRequest(
  page: Page,
  type: string,
  payload?: unknown,
): Promise<FrameMessage> {
  return frameReply(page, await framePost(page, type, payload))
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
export function received(page: Page): Promise<FrameMessage[]> {
  return page.evaluate(() => (window as unknown as { received: FrameMessage[] }).received)
}

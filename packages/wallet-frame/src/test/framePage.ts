import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { WalletFrame } from '../frame/types'
import { createFrameReady } from '../protocol/createFrameReady'

// Unit-test harness for the frame client in happy-dom: a real page on 127.0.0.1 (port 0) gives
// the iframe a real window, the `event.source` the client checks. The page is put on the same
// origin as the test document so a test can read what the client posts; the cross-origin case is
// proven in Chromium (e2e/). Replies are dispatched as MessageEvents with a chosen origin/source.

export type FramePage = { origin: string; url: string; close(): Promise<void> }

export async function serveFramePage(): Promise<FramePage> {
  const server = http.createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html' })
    res.end('<!doctype html><title>test double of the secure site</title>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  ;(window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
    `${origin}/dapp`,
  )
  return {
    origin,
    url: `${origin}/frame`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Waits until the iframe has a window (happy-dom loads it asynchronously). */
export async function frameWindow(frame: WalletFrame): Promise<Window> {
  for (let i = 0; i < 200; i++) {
    if (frame.iframe.contentWindow) return frame.iframe.contentWindow
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error('the iframe never got a window')
}

/** Collects what the client posts to the frame. */
export function capturePosted(target: Window): { data: unknown; origin: string }[] {
  const posted: { data: unknown; origin: string }[] = []
  target.addEventListener('message', (event) => {
    posted.push({ data: (event as MessageEvent).data, origin: (event as MessageEvent).origin })
  })
  return posted
}

/** Delivers `data` to the page as if posted by `source` from `origin`. */
export function deliver(data: unknown, origin: string, source: Window | null): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }))
}

/** Posts READY from the frame and waits for the client to count it as ready. */
export async function makeReady(frame: WalletFrame, page: FramePage): Promise<Window> {
  const source = await frameWindow(frame)
  deliver(createFrameReady(4), page.origin, source)
  await frame.ready()
  return source
}

/** Waits until `check` holds (polling; for conditions, not as proof of timing). */
export async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

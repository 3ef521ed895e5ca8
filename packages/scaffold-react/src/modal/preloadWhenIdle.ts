type IdleWindow = Pick<
  Window,
  'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'
> & {
  document: Pick<Document, 'readyState'>
  navigator: { connection?: { saveData?: boolean } }
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number
  cancelIdleCallback?: (handle: number) => void
}

/** How long an idle callback may wait for a busy page before it runs anyway. */
const IDLE_TIMEOUT_MS = 3000

/**
 * Calls `load` once the page has loaded (`load` event) and the main thread is next idle, so code
 * a click will need is fetched and evaluated while the visitor reads the page, never competing with
 * the page's own first load. Does nothing for a visitor who asked to save data
 * (`navigator.connection.saveData`). Returns a cancel function. A failed load is ignored: the
 * open path asks again.
 */
export function preloadWhenIdle(
  load: () => Promise<unknown>,
  win: IdleWindow = window as unknown as IdleWindow,
): () => void {
  if (win.navigator.connection?.saveData) return () => undefined
  let cancelled = false
  let cancelIdle: (() => void) | undefined
  const run = () => {
    if (!cancelled) load().catch(() => undefined)
  }
  const schedule = () => {
    if (cancelled) return
    if (win.requestIdleCallback && win.cancelIdleCallback) {
      const handle = win.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
      const cancel = win.cancelIdleCallback
      cancelIdle = () => cancel(handle)
    } else {
      const handle = win.setTimeout(run, 200)
      cancelIdle = () => win.clearTimeout(handle)
    }
  }
  if (win.document.readyState === 'complete') schedule()
  else win.addEventListener('load', schedule, { once: true })
  return () => {
    cancelled = true
    win.removeEventListener('load', schedule)
    cancelIdle?.()
  }
}

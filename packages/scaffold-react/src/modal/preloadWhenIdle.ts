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

export type PreloadWhenIdleOptions = {
  /**
   * Wait this long before asking for idle time. The open modal uses it so that its own first
   * frames (and the wallet list the visitor is waiting for) are never delayed by the preload:
   * the first idle period after a click comes between the modal's first frames.
   */
  afterMs?: number
  win?: IdleWindow
}

/**
 * Calls `load` once the page has loaded (`load` event) and the main thread is next idle, so code
 * a click will need is fetched and evaluated while the visitor reads the page, never competing with
 * the page's own first load. Does nothing for a visitor who asked to save data
 * (`navigator.connection.saveData`). Returns a cancel function. A failed load is ignored: the
 * open path asks again.
 */
export function preloadWhenIdle(
  load: () => Promise<unknown>,
  { afterMs = 0, win = window as unknown as IdleWindow }: PreloadWhenIdleOptions = {},
): () => void {
  if (win.navigator.connection?.saveData) return () => undefined
  let cancelled = false
  let cancelIdle: (() => void) | undefined
  let cancelDelay: (() => void) | undefined
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
  const start = () => {
    if (afterMs <= 0) return schedule()
    const handle = win.setTimeout(schedule, afterMs)
    cancelDelay = () => win.clearTimeout(handle)
  }
  if (win.document.readyState === 'complete') start()
  else win.addEventListener('load', start, { once: true })
  return () => {
    cancelled = true
    win.removeEventListener('load', start)
    cancelDelay?.()
    cancelIdle?.()
  }
}

import {
  FrameInvalidRequestError,
  FrameLoadError,
  FrameNotSetError,
  FrameReplyError,
  FrameRequestAbortedError,
} from '../errors/frame'
import { ERROR_SUFFIX, FRAME_EVENT_PREFIX, SUCCESS_SUFFIX } from '../protocol/constants'
import { createAppEvent } from '../protocol/createAppEvent'
import { createRequestId } from '../protocol/createRequestId'
import { parseAppEvent } from '../protocol/parseAppEvent'
import { parseFrameEvent } from '../protocol/parseFrameEvent'
import type { AppEventName, FrameEvent, FrameReplyPayloads } from '../protocol/types'
import {
  DEFAULT_FRAME_CHAIN_ID,
  DEFAULT_FRAME_VERSION,
  FRAME_IFRAME_ID,
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_READY_DELAY_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  FRAME_TIMED_REQUESTS,
  FRAME_Z_INDEX,
} from './constants'
import { showOver } from './showOver'
import type {
  FrameRequestArgs,
  FrameRequestOptions,
  PendingFrameRequest,
  WalletFrame,
  WalletFrameEvents,
} from './types'

/** Options of {@link createWalletFrame}. */
export type CreateWalletFrameParameters = {
  /** The secure site's URL (its origin is the only one trusted). */
  secureSiteUrl: string
  projectId: string
  /** Default `eip155:1`. */
  chainId?: string | number | undefined
  /** Default 4. */
  version?: string | number | undefined
  /** Passed to the frame as `enableLogger`. Default false. */
  enableLogger?: boolean | undefined
  /** The document to append the iframe to. Default: the global `document`. */
  document?: Document | undefined
  /** How long to wait for READY. Default {@link FRAME_LOAD_TIMEOUT_MS}. */
  loadTimeoutMs?: number | undefined
}

type Pending = PendingFrameRequest & {
  settle(outcome: { ok: true; value: unknown } | { ok: false; error: Error }): void
}

const TIMED: ReadonlySet<string> = /*#__PURE__*/ new Set(FRAME_TIMED_REQUESTS)

/** `<EVENT>` and whether it is a success, for a reply type; undefined for READY/SESSION_UPDATE. */
function replyOf(type: string): { name: string; ok: boolean } | undefined {
  const rest = type.slice(FRAME_EVENT_PREFIX.length)
  if (rest.endsWith(SUCCESS_SUFFIX))
    return { name: rest.slice(0, -SUCCESS_SUFFIX.length), ok: true }
  if (rest.endsWith(ERROR_SUFFIX)) return { name: rest.slice(0, -ERROR_SUFFIX.length), ok: false }
  return undefined
}

/**
 * Creates the hidden secure frame and its request channel: the iframe
 * `w3m-iframe` is appended to the body, hidden, at z-index 999999, loaded from the secure site with
 * `projectId`, `chainId`, `version` and `enableLogger`. It is ready 500 ms after it posts READY;
 * every request waits for that. A message is acted on only if it comes from the secure site's
 * origin, from this iframe's window, has the `@w3m-frame/` prefix and passes its schema; messages
 * are posted to the secure site's origin only (never `'*'`).
 *
 * @example
 * const frame = createWalletFrame({ secureSiteUrl: 'http://127.0.0.1:8788', projectId: 'demo' })
 * const { action } = await frame.request('CONNECT_EMAIL', { email }, { onTimeout: showRetry })
 * if (action === 'VERIFY_OTP') await frame.request('CONNECT_OTP', { otp })
 */
export function createWalletFrame(parameters: CreateWalletFrameParameters): WalletFrame {
  const doc = parameters.document ?? globalThis.document
  const win = doc.defaultView
  if (!win) throw new FrameNotSetError({ details: 'The document has no window.' })
  let url: URL
  try {
    url = new URL(parameters.secureSiteUrl)
  } catch (error) {
    throw new FrameLoadError({
      cause: error,
      details: `Invalid secure-site URL: ${parameters.secureSiteUrl}`,
    })
  }
  const origin = url.origin
  url.searchParams.set('projectId', parameters.projectId)
  url.searchParams.set('chainId', String(parameters.chainId ?? DEFAULT_FRAME_CHAIN_ID))
  url.searchParams.set('version', String(parameters.version ?? DEFAULT_FRAME_VERSION))
  url.searchParams.set('enableLogger', String(parameters.enableLogger ?? false))

  const iframe = doc.createElement('iframe')
  iframe.id = FRAME_IFRAME_ID
  iframe.src = url.href
  iframe.style.display = 'none'
  iframe.style.position = 'fixed'
  iframe.style.zIndex = String(FRAME_Z_INDEX)

  const pending = new Map<string, Pending>()
  const listeners: {
    [E in keyof WalletFrameEvents]: Set<(payload: WalletFrameEvents[E]) => void>
  } = { READY: new Set(), SESSION_UPDATE: new Set() }
  let state: 'loading' | 'delaying' | 'ready' | 'failed' | 'destroyed' = 'loading'
  let readyDelay: ReturnType<typeof setTimeout> | undefined
  let resolveReady: () => void = () => {}
  let rejectReady: (error: Error) => void = () => {}
  const waitForReady = (): Promise<void> => {
    const promise = new Promise<void>((resolve, reject) => {
      resolveReady = resolve
      rejectReady = reject
    })
    // Nobody may be waiting yet; the rejection is delivered to each request that does wait.
    promise.catch(() => {})
    return promise
  }
  let readyPromise = waitForReady()

  function fail(error: Error): void {
    if (state !== 'loading' && state !== 'delaying') return
    state = 'failed'
    clearTimeout(loadTimer)
    clearTimeout(readyDelay)
    rejectReady(error)
  }

  const loadTimeoutMs = parameters.loadTimeoutMs ?? FRAME_LOAD_TIMEOUT_MS
  const loadTimer = setTimeout(
    () =>
      fail(new FrameLoadError({ details: `No READY from ${origin} within ${loadTimeoutMs} ms.` })),
    loadTimeoutMs,
  )

  function emit<E extends keyof WalletFrameEvents>(event: E, payload: WalletFrameEvents[E]): void {
    for (const listener of [...listeners[event]]) {
      try {
        listener(payload)
      } catch {
        // A listener's failure is its own; it must not stop the others or the message loop.
      }
    }
  }

  function handle(frameEvent: FrameEvent): void {
    if (frameEvent.type === '@w3m-frame/READY') {
      if (state === 'ready') {
        // The frame reloaded (RELOAD, or the visitor's browser): what it was doing is lost, and
        // new requests wait for it as for a first load.
        abort(undefined, 'The frame reloaded.')
        readyPromise = waitForReady()
        state = 'loading'
      }
      if (state === 'loading') {
        state = 'delaying'
        clearTimeout(loadTimer)
        readyDelay = setTimeout(() => {
          if (state !== 'delaying') return
          state = 'ready'
          resolveReady()
        }, FRAME_READY_DELAY_MS)
      }
      emit('READY', frameEvent.payload)
      return
    }
    if (frameEvent.type === '@w3m-frame/SESSION_UPDATE') {
      emit('SESSION_UPDATE', frameEvent.payload)
      return
    }
    const reply = replyOf(frameEvent.type)
    const request = pending.get(frameEvent.id)
    // A reply counts only for the request with its id *and* of its event.
    if (!reply || !request || request.name !== reply.name) return
    if (reply.ok) {
      request.settle({ ok: true, value: 'payload' in frameEvent ? frameEvent.payload : undefined })
    } else {
      const payload = (frameEvent.payload ?? {}) as { message?: string; code?: number }
      request.settle({
        ok: false,
        error: new FrameReplyError(
          payload.message,
          payload.code === undefined ? {} : { code: payload.code },
        ),
      })
    }
  }

  function onMessage(event: MessageEvent): void {
    try {
      if (event.origin !== origin) return
      if (event.source === null || event.source !== iframe.contentWindow) return
      const frameEvent = parseFrameEvent(event.data)
      if (frameEvent) handle(frameEvent)
    } catch {
      // Nothing a message carries may break the page's message loop.
    }
  }

  function onIframeError(): void {
    fail(new FrameLoadError({ details: `The frame at ${origin} failed to load.` }))
  }

  win.addEventListener('message', onMessage)
  iframe.addEventListener('error', onIframeError)
  function append(): void {
    if (state !== 'destroyed') doc.body.appendChild(iframe)
  }
  if (doc.body) append()
  else doc.addEventListener('DOMContentLoaded', append, { once: true })

  function request<K extends AppEventName>(
    name: K,
    ...[payload, options = {}]: FrameRequestArgs<K>
  ): Promise<FrameReplyPayloads[K]> {
    const opts: FrameRequestOptions = options
    return new Promise<FrameReplyPayloads[K]>((resolve, reject) => {
      if (state === 'destroyed') {
        reject(new FrameRequestAbortedError({ details: 'The frame was destroyed.' }))
        return
      }
      const id = opts.id ?? createRequestId()
      if (pending.has(id)) {
        reject(new FrameInvalidRequestError({ details: `A request with id ${id} is pending.` }))
        return
      }
      const event = parseAppEvent(createAppEvent(name, id, payload as never))
      if (!event) {
        reject(
          new FrameInvalidRequestError({
            details: `The ${name} payload does not pass its schema.`,
          }),
        )
        return
      }
      const timeoutMs = opts.timeoutMs ?? (TIMED.has(name) ? FRAME_REQUEST_TIMEOUT_MS : undefined)
      let timer: ReturnType<typeof setTimeout> | undefined
      const onAbort = () =>
        entry.settle({
          ok: false,
          error: new FrameRequestAbortedError({ cause: opts.signal?.reason }),
        })
      const entry: Pending = {
        id,
        name,
        payload,
        settle(outcome) {
          if (!pending.delete(id)) return
          clearTimeout(timer)
          opts.signal?.removeEventListener('abort', onAbort)
          if (outcome.ok) resolve(outcome.value as FrameReplyPayloads[K])
          else reject(outcome.error)
        },
      }
      pending.set(id, entry)
      if (opts.signal?.aborted) {
        onAbort()
        return
      }
      opts.signal?.addEventListener('abort', onAbort, { once: true })
      if (timeoutMs !== undefined) {
        timer = setTimeout(() => {
          try {
            opts.onTimeout?.()
          } finally {
            entry.settle({
              ok: false,
              error: new FrameRequestAbortedError({
                details: `${name} timed out after ${timeoutMs} ms.`,
              }),
            })
          }
        }, timeoutMs)
      }
      readyPromise.then(
        () => {
          if (!pending.has(id)) return
          const target = iframe.contentWindow
          if (!target) {
            entry.settle({ ok: false, error: new FrameNotSetError() })
            return
          }
          try {
            target.postMessage(event, origin)
          } catch (error) {
            entry.settle({ ok: false, error: new FrameNotSetError({ cause: error }) })
          }
        },
        (error: Error) => entry.settle({ ok: false, error }),
      )
    })
  }

  function abort(filter?: (request: PendingFrameRequest) => boolean, details?: string): number {
    let count = 0
    for (const entry of [...pending.values()]) {
      if (filter && !filter({ id: entry.id, name: entry.name, payload: entry.payload })) continue
      entry.settle({
        ok: false,
        error: new FrameRequestAbortedError(details === undefined ? {} : { details }),
      })
      count++
    }
    return count
  }

  const shown = showOver(iframe, win)

  return {
    iframe,
    origin,
    ready: () => readyPromise,
    isReady: () => state === 'ready',
    request,
    abort: (filter) => abort(filter),
    show: shown.show,
    hide: shown.hide,
    on(event, listener) {
      listeners[event].add(listener)
      return () => {
        listeners[event].delete(listener)
      }
    },
    destroy() {
      if (state === 'destroyed') return
      fail(new FrameLoadError({ details: 'The frame was destroyed before it was ready.' }))
      state = 'destroyed'
      abort()
      win.removeEventListener('message', onMessage)
      iframe.removeEventListener('error', onIframeError)
      doc.removeEventListener('DOMContentLoaded', append)
      shown.hide()
      iframe.remove()
      listeners.READY.clear()
      listeners.SESSION_UPDATE.clear()
    },
  }
}

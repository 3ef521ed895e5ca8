import { FrameRequestAbortedError, type FrameRequestOptions } from '@airlock/wallet-frame'
import type { AuthFrame } from './createAuthController'

/** One request the TEST DOUBLE frame received, with the options the controller passed. */
export type TestAuthFrameCall = { name: string; payload: unknown; options?: FrameRequestOptions }

/**
 * A reply that stands for a frame that never answers: the double then does what the real frame
 * does when its 30000 ms time-out passes (SPEC.md §9): runs the caller's `onTimeout`, then
 * rejects with `Request was aborted`. (It does so at once; the real frame's timer is tested in
 * `@airlock/wallet-frame`.)
 */
export const TEST_FRAME_TIMES_OUT: unique symbol = Symbol('times out')

/** The TEST DOUBLE frame: an {@link AuthFrame} that records its calls. */
export type TestAuthFrame = AuthFrame & {
  calls: TestAuthFrameCall[]
  replies: Record<string, unknown>
  destroyed: boolean
  /** Pushes SESSION_UPDATE{token} to the subscribers, as the frame does after a login. */
  pushSessionUpdate(token: string): void
}

/**
 * A TEST DOUBLE of the secure frame for the controller's unit tests: answers come from `replies`
 * (a value, or a function of the payload; a thrown error is an ERROR reply;
 * {@link TEST_FRAME_TIMES_OUT} a time-out). The real frame needs the secure site in a browser; the
 * demo's Playwright specs drive that end to end.
 */
export function createTestAuthFrame(replies: Record<string, unknown> = {}): TestAuthFrame {
  const sessionListeners = new Set<(payload: { token: string }) => void>()
  const double: TestAuthFrame = {
    calls: [],
    replies,
    destroyed: false,
    ready: async () => undefined,
    abort: () => 0,
    destroy: () => {
      double.destroyed = true
      sessionListeners.clear()
    },
    on: ((event: string, listener: (payload: { token: string }) => void) => {
      if (event !== 'SESSION_UPDATE') return () => undefined
      sessionListeners.add(listener)
      return () => {
        sessionListeners.delete(listener)
      }
    }) as AuthFrame['on'],
    pushSessionUpdate: (token: string) => {
      for (const listener of [...sessionListeners]) listener({ token })
    },
    request: (async (name: string, payload?: unknown, options?: FrameRequestOptions) => {
      double.calls.push(options ? { name, payload, options } : { name, payload })
      const reply = double.replies[name]
      if (reply === TEST_FRAME_TIMES_OUT) {
        options?.onTimeout?.()
        throw new FrameRequestAbortedError({ details: `${name} timed out.` })
      }
      if (reply instanceof Error) throw reply
      const value =
        typeof reply === 'function' ? (reply as (payload: unknown) => unknown)(payload) : reply
      const signal = options?.signal
      if (!signal) return value
      // Like the real frame: the caller's AbortSignal rejects at once with `Request was aborted`.
      return new Promise<unknown>((resolve, reject) => {
        const abort = () => reject(new FrameRequestAbortedError({ cause: signal.reason }))
        if (signal.aborted) return abort()
        signal.addEventListener('abort', abort, { once: true })
        Promise.resolve(value).then(resolve, reject)
      })
    }) as AuthFrame['request'],
  }
  return double
}

import { RequestAbortedError } from '../errors/request'
import type { EmbeddedFrame, EmbeddedFrameRequestOptions } from './types'

/** One request the TEST DOUBLE frame received, with the options it was sent with. */
export type TestEmbeddedFrameCall = {
  name: string
  payload: unknown
  options?: EmbeddedFrameRequestOptions | undefined
}

/**
 * A reply that stands for a frame that never answers: the double then does what the real frame
 * does when its 30000 ms time-out passes: runs the caller's `onTimeout`, then rejects with
 * `Request was aborted` (after `timeoutMs` of the double, default at once).
 */
export const TEST_FRAME_TIMES_OUT: unique symbol = Symbol('times out')

/** The TEST DOUBLE frame: an {@link EmbeddedFrame} that records what it is asked. */
export type TestEmbeddedFrame = EmbeddedFrame & {
  readonly calls: TestEmbeddedFrameCall[]
  /** Answers by event name: a value, a function of the payload, an Error, or a time-out. */
  replies: Record<string, unknown>
  /** How long a {@link TEST_FRAME_TIMES_OUT} reply waits before timing out. Default 0. */
  timeoutMs: number
  destroyed: boolean
  /** The anchor the frame is shown over, or `undefined` while hidden. */
  shownOver: Element | undefined
  /** While true, unsafe RPC_REQUESTs wait for {@link TestEmbeddedFrame.answer} (the visitor). */
  holdRpc: boolean
  /** The visitor's answer to the held RPC_REQUEST with `id` (the oldest without one). */
  answer(outcome: { approve: true; result?: unknown } | { approve: false }, id?: string): void
  /** Ids of the RPC_REQUESTs waiting for the visitor. */
  readonly held: string[]
  /** Pushes SESSION_UPDATE{token} to the subscribers, as the frame does after a login. */
  pushSessionUpdate(token: string): void
}

/** The frame's rejection (EIP-1193 4001), as the real frame answers a rejected request. */
function rejected(): Error {
  return Object.assign(new Error('User rejected the request.'), {
    shortMessage: 'User rejected the request.',
    code: 4001,
  })
}

/**
 * A TEST DOUBLE of the secure frame, for unit and component tests (the real frame needs the
 * secure site in a browser; the demo's Playwright specs drive that). Replies come from `replies`;
 * an unsafe RPC_REQUEST can be held until the test answers for the visitor, and CANCEL_REQUEST
 * rejects a held one with 4001, as the real frame does.
 *
 * @example
 * const frame = createTestEmbeddedFrame({ CONNECT_EMAIL: { action: 'VERIFY_OTP' } })
 * const adapter = Object.assign(createTestAdapter(), {
 *   embeddedWallet: { connectorId: 'auth', createFrame: async () => frame },
 * })
 */
export function createTestEmbeddedFrame(replies: Record<string, unknown> = {}): TestEmbeddedFrame {
  const sessionListeners = new Set<(payload: { token: string }) => void>()
  const waiting = new Map<string, { settle(outcome: { ok: boolean; value: unknown }): void }>()
  let counter = 0
  const double: TestEmbeddedFrame = {
    calls: [],
    replies,
    timeoutMs: 0,
    destroyed: false,
    shownOver: undefined,
    holdRpc: false,
    get held() {
      return [...waiting.keys()]
    },
    answer(outcome, id) {
      const key = id ?? [...waiting.keys()][0]
      const entry = key === undefined ? undefined : waiting.get(key)
      if (!entry || key === undefined) return
      waiting.delete(key)
      entry.settle(
        outcome.approve
          ? { ok: true, value: outcome.result ?? '0xsigned' }
          : { ok: false, value: rejected() },
      )
    },
    ready: async () => undefined,
    show: (anchor) => {
      double.shownOver = anchor
    },
    hide: () => {
      double.shownOver = undefined
    },
    destroy: () => {
      double.destroyed = true
      sessionListeners.clear()
    },
    on: (_event, listener) => {
      sessionListeners.add(listener)
      return () => {
        sessionListeners.delete(listener)
      }
    },
    pushSessionUpdate: (token) => {
      for (const listener of [...sessionListeners]) listener({ token })
    },
    request: async (name, payload, options) => {
      // What postMessage does to the payload: a proxy or a function throws DataCloneError.
      structuredClone(payload)
      double.calls.push(options ? { name, payload, options } : { name, payload })
      if (name === 'CANCEL_REQUEST' && !(name in double.replies)) {
        const { requestId } = payload as { requestId: string }
        waiting.get(requestId)?.settle({ ok: false, value: rejected() })
        waiting.delete(requestId)
        return undefined
      }
      const reply = double.replies[name]
      if (reply === TEST_FRAME_TIMES_OUT) {
        await new Promise((resolve) => setTimeout(resolve, double.timeoutMs))
        options?.onTimeout?.()
        throw new RequestAbortedError({ details: `${name} timed out.` })
      }
      if (reply instanceof Error) throw reply
      const signal = options?.signal
      const held =
        name === 'RPC_REQUEST' &&
        double.holdRpc &&
        !/^(eth_(call|chainId|blockNumber|getBalance|estimateGas|accounts))$/.test(
          (payload as { method: string }).method,
        )
      const answer = held
        ? new Promise<unknown>((resolve, reject) => {
            const id = options?.id ?? `test-${++counter}`
            waiting.set(id, {
              settle: ({ ok, value }) => (ok ? resolve(value) : reject(value)),
            })
          })
        : Promise.resolve(
            typeof reply === 'function' ? (reply as (payload: unknown) => unknown)(payload) : reply,
          )
      if (!signal) return answer
      // Like the real frame: the caller's AbortSignal rejects at once with `Request was aborted`.
      return new Promise<unknown>((resolve, reject) => {
        const abort = () => reject(new RequestAbortedError({ cause: signal.reason }))
        if (signal.aborted) return abort()
        signal.addEventListener('abort', abort, { once: true })
        answer.then(resolve, reject)
      })
    },
  }
  return double
}

import type { AuthFrame } from './createAuthController'

/** One request the TEST DOUBLE frame received. */
export type TestAuthFrameCall = { name: string; payload: unknown }

/**
 * A TEST DOUBLE of the secure frame for the controller's unit tests: answers come from `replies`
 * (a value, or a function of the payload; a thrown error is an ERROR reply). The real frame needs
 * the secure site in a browser; the demo's Playwright specs drive that end to end.
 */
export function createTestAuthFrame(replies: Record<string, unknown> = {}): AuthFrame & {
  calls: TestAuthFrameCall[]
  replies: Record<string, unknown>
  destroyed: boolean
} {
  const double = {
    calls: [] as TestAuthFrameCall[],
    replies,
    destroyed: false,
    ready: async () => undefined,
    abort: () => 0,
    destroy: () => {
      double.destroyed = true
    },
    request: (async (name: string, payload?: unknown) => {
      double.calls.push({ name, payload })
      const reply = double.replies[name]
      if (typeof reply === 'function') return (reply as (payload: unknown) => unknown)(payload)
      if (reply instanceof Error) throw reply
      return reply
    }) as AuthFrame['request'],
  }
  return double
}

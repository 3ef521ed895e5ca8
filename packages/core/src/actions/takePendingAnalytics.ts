import type { AirlockCore } from '../createAirlockCore'
import type { TrackedEventEntry } from '../state/types'

/**
 * Hands the queued analytics events to the layer that sends them, and empties the queue. Returns
 * nothing (an empty list) before the visitor's first intent, so nothing is sent early.
 *
 * @example
 * for (const entry of takePendingAnalytics(core)) await sendEvent(entry)
 */
export function takePendingAnalytics(core: AirlockCore): TrackedEventEntry[] {
  const { events } = core.state
  if (!events.intent) return []
  const pending = events.pendingAnalytics.map((entry) => ({ ...entry }))
  events.pendingAnalytics = []
  return pending
}

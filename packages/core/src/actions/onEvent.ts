import type { AirlockCore } from '../createAirlockCore'
import type { TrackedEventEntry } from '../state/types'

/**
 * Calls `listener` with every event tracked from now on. Returns the unsubscribe function.
 *
 * @example
 * const stop = onEvent(core, (entry) => console.info(entry.event))
 * stop()
 */
export function onEvent(
  core: AirlockCore,
  listener: (entry: TrackedEventEntry) => void,
): () => void {
  // A wrapper per call, so subscribing one function twice gives two independent subscriptions.
  const wrapped = (entry: TrackedEventEntry): void => listener(entry)
  core.internals.eventListeners.add(wrapped)
  return () => {
    core.internals.eventListeners.delete(wrapped)
  }
}

import type { AirlockCore } from '../createAirlockCore'
import type { TrackedEventEntry } from '../state/types'

/** How many tracked events, and queued analytics events, an instance keeps. */
export const MAX_TRACKED_EVENTS = 100 as const

export type TrackEventParameters = {
  event: TrackedEventEntry['event']
  properties?: Record<string, unknown>
}

/**
 * Records an event: it joins the latest 100 in state, is handed to
 * every `onEvent` listener, and, when analytics is on, waits in `pendingAnalytics` for the layer
 * that sends it after the visitor's first intent. Core itself sends
 * nothing.
 *
 * @example
 * trackEvent(core, { event: TrackedEvents.SIWX_AUTH_SUCCESS, properties: { network: 'eip155:1' } })
 */
export function trackEvent(
  core: AirlockCore,
  parameters: TrackEventParameters,
  now: number = Date.now(),
): TrackedEventEntry {
  const entry: TrackedEventEntry = {
    event: parameters.event,
    ...(parameters.properties ? { properties: parameters.properties } : {}),
    timestamp: now,
  }
  const { events } = core.state
  events.events.push(entry)
  if (events.events.length > MAX_TRACKED_EVENTS) events.events.shift()
  if (core.options.features.analytics) {
    events.pendingAnalytics.push(entry)
    if (events.pendingAnalytics.length > MAX_TRACKED_EVENTS) events.pendingAnalytics.shift()
  }
  for (const listener of core.internals.eventListeners) listener(entry)
  return entry
}

import type { AnalyticsEvent } from '../api/sessions/sendAnalyticsEvent'
import type { TrackedEventEntry } from '../state/types'

/** The page an event happened on. */
export type AnalyticsPage = { href: string; host: string }

/**
 * A tracked event as `POST /e` takes it: a random id, the page, the time it happened and
 * `props: { type: 'track', event, properties }`. `undefined` when its properties are not JSON.
 */
export function toAnalyticsEvent(
  entry: TrackedEventEntry,
  page: AnalyticsPage,
): AnalyticsEvent | undefined {
  let properties: unknown
  try {
    properties = entry.properties ? JSON.parse(JSON.stringify(entry.properties)) : undefined
  } catch {
    return undefined
  }
  return {
    eventId: randomEventId(),
    url: page.href,
    domain: page.host,
    timestamp: entry.timestamp,
    props: { type: 'track', event: entry.event, ...(properties ? { properties } : {}) },
  }
}

// 128 random bits as hex: `crypto.randomUUID` exists only in secure contexts.
function randomEventId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

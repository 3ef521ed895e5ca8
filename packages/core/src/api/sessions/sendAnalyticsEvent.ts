import type { HttpClient } from '../../http/types'
import type { ApiErrorType, ApiRequestOptions } from '../types'

/** One analytics event, as `POST /e` takes it. */
export type AnalyticsEvent = {
  /** A unique id of this event (e.g. `crypto.randomUUID()`). */
  eventId: string
  /** The page URL. */
  url: string
  /** The page's host name. */
  domain: string
  /** Milliseconds since epoch. */
  timestamp: number
  /** The event's name and properties, e.g. `{ type: 'track', event: 'SIWX_AUTH_SUCCESS' }`. */
  props: Readonly<Record<string, unknown>>
}

export type SendAnalyticsEventParameters = ApiRequestOptions & AnalyticsEvent
export type SendAnalyticsEventReturnType = undefined
export type SendAnalyticsEventErrorType = ApiErrorType

/**
 * Sends one analytics event. `POST /e` with `eventId`, `url`, `domain`, `timestamp` and `props`.
 * Whether to send at all (consent, first intent) is the caller's decision.
 *
 * @example
 * await sendAnalyticsEvent(analyticsClient, {
 *   eventId: crypto.randomUUID(),
 *   url: location.href,
 *   domain: location.hostname,
 *   timestamp: Date.now(),
 *   props: { type: 'track', event: 'MODAL_OPEN' },
 * })
 */
export async function sendAnalyticsEvent(
  client: HttpClient,
  { eventId, url, domain, timestamp, props, signal }: SendAnalyticsEventParameters,
): Promise<SendAnalyticsEventReturnType> {
  await client.post({ path: '/e', body: { eventId, url, domain, timestamp, props }, signal })
}

import type { HttpClient } from '../../http/types'
import type { ApiErrorType, ApiRequestOptions } from '../types'
import type { AnalyticsEvent } from './sendAnalyticsEvent'

export type SendAnalyticsEventsParameters = ApiRequestOptions & {
  events: readonly AnalyticsEvent[]
}
export type SendAnalyticsEventsReturnType = undefined
export type SendAnalyticsEventsErrorType = ApiErrorType

/**
 * Sends a batch of analytics events in one `POST /e`: the body is a JSON array of events, each
 * with `eventId`, `url`, `domain`, `timestamp` and `props`. Whether to send at all (the dapp's
 * `features.analytics`, the visitor's first intent, the project's config) is the caller's decision.
 *
 * @example
 * await sendAnalyticsEvents(apiClient, {
 *   events: [{ eventId: 'f3a1c2d4e5f60718', url: location.href, domain: location.host, timestamp: Date.now(), props: { type: 'track', event: 'MODAL_OPEN' } }],
 * })
 */
export async function sendAnalyticsEvents(
  client: HttpClient,
  { events, signal }: SendAnalyticsEventsParameters,
): Promise<SendAnalyticsEventsReturnType> {
  await client.post({ path: '/e', body: events, signal })
}

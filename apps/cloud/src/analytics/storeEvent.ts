import type { Store } from '@airlock/store'
import type { AnalyticsEvent } from './validateEvent'

export type EventContext = {
  projectId: string
  sdkType?: string
  sdkVersion?: string
  origin?: string
}

/**
 * Stores one validated event. A retried event (same project and eventId) is stored once;
 * returns whether this call stored it.
 *
 * @example
 * await storeEvent(store, event, { projectId: 'airlock-demo' }) // true, then false for a retry
 */
export async function storeEvent(
  store: Store,
  event: AnalyticsEvent,
  context: EventContext,
): Promise<boolean> {
  const { rows } = await store.query<{ seq: string }>(
    `insert into analytics_events (event_id, project_id, url, domain, event_timestamp, props, sdk_type, sdk_version, origin)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (project_id, event_id) do nothing
     returning seq`,
    [
      event.eventId,
      context.projectId,
      event.url,
      event.domain,
      event.timestamp,
      JSON.stringify(event.props),
      context.sdkType ?? null,
      context.sdkVersion ?? null,
      context.origin ?? null,
    ],
  )
  return rows.length > 0
}

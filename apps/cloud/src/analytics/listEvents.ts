import type { Store } from '@airlock/store'

/** One stored event, in the order the cloud received it (`seq`). */
export type StoredEvent = {
  seq: number
  eventId: string
  /** The page the event happened on. */
  url: string
  event: string | null
  properties: unknown
  timestamp: number
  origin: string | null
}

/** Events one page of `listEvents` returns at most. */
export const maxListedEvents = 500

/**
 * A project's stored events in the order received, after `afterSeq` (for paging), at most 500.
 *
 * @example
 * const events = await listEvents(store, 'airlock-test') // [{ seq, eventId, event: 'MODAL_OPEN', ... }]
 */
export async function listEvents(
  store: Store,
  projectId: string,
  afterSeq = 0,
): Promise<StoredEvent[]> {
  const { rows } = await store.query<{
    seq: string
    event_id: string
    url: string
    event: string | null
    properties: unknown
    event_timestamp: string
    origin: string | null
  }>(
    `select seq, event_id, url, props ->> 'event' as event, props -> 'properties' as properties,
       event_timestamp, origin
     from analytics_events where project_id = $1 and seq > $2 order by seq limit $3`,
    [projectId, afterSeq, maxListedEvents],
  )
  return rows.map((row) => ({
    seq: Number(row.seq),
    eventId: row.event_id,
    url: row.url,
    event: row.event,
    properties: row.properties ?? null,
    timestamp: Number(row.event_timestamp),
    origin: row.origin,
  }))
}

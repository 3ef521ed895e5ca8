import { HttpError } from '../server/errors'
import { httpError } from '../server/httpError'
import { type AnalyticsEvent, validateEvent } from './validateEvent'

/** Events one `POST /e` may carry (a batch); the kit sends 10, and at most 50 on page hide. */
export const maxEventsPerBatch = 50

/**
 * The events of a `POST /e` body: one event object, or a JSON array of 1 to 50 of them. The first
 * invalid event is a 400 naming its `index` and field; more than 50 is a 413.
 *
 * @example
 * validateEvents([{ eventId: crypto.randomUUID(), url: 'http://127.0.0.1:5173/', domain: '127.0.0.1:5173', timestamp: Date.now(), props: { event: 'MODAL_OPEN' } }])
 */
export function validateEvents(body: unknown): AnalyticsEvent[] {
  if (!Array.isArray(body)) return [validateEvent(body)]
  if (body.length === 0)
    httpError(400, 'Invalid analytics event', {
      field: 'body',
      reason: 'body must be an event or a list of 1 to 50 events',
    })
  if (body.length > maxEventsPerBatch)
    httpError(413, 'Payload Too Large', {
      reason: `${body.length} events, at most ${maxEventsPerBatch} a request`,
    })
  return body.map((item, index) => {
    try {
      return validateEvent(item)
    } catch (error) {
      if (error instanceof HttpError)
        httpError(error.status, error.message, { ...error.extra, index })
      throw error
    }
  })
}

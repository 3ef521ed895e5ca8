import type { Hono } from 'hono'
import { storeEvent } from '../analytics/storeEvent'
import { validateEvent } from '../analytics/validateEvent'
import { httpError } from '../server/httpError'
import type { CloudContext } from '../server/types'

/**
 * `POST /e`: one analytics event, validated and stored; 202 once it is committed (a retry of
 * the same eventId is accepted and not stored twice).
 */
export function register(app: Hono, ctx: CloudContext): void {
  app.post('/e', async (c) => {
    const text = await c.req.text()
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      httpError(400, 'Invalid JSON body')
    }
    const event = validateEvent(body)
    const context = { projectId: c.req.query('projectId') ?? '' }
    const stored = await storeEvent(ctx.store, event, {
      ...context,
      ...optional('sdkType', c.req.query('st')),
      ...optional('sdkVersion', c.req.query('sv')),
      ...optional('origin', c.req.header('origin')),
    })
    return c.json({ status: 'accepted', eventId: event.eventId, duplicate: !stored }, 202)
  })
}

function optional<K extends string>(key: K, value: string | undefined): { [P in K]?: string } {
  return value === undefined ? {} : ({ [key]: value } as { [P in K]?: string })
}

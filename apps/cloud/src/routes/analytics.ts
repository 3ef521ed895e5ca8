import type { Hono } from 'hono'
import { storeEvent } from '../analytics/storeEvent'
import { validateEvents } from '../analytics/validateEvents'
import { httpError } from '../server/httpError'
import type { CloudContext } from '../server/types'

/**
 * `POST /e`: one analytics event, or a batch of up to 50 (a JSON array; `text/plain` bodies too,
 * as `navigator.sendBeacon` sends them), validated and stored; 202 once committed (a retried
 * eventId is accepted and stored once). Only from one of the project's allowed origins (the
 * common gate refuses others; a request without `Origin` is refused here), and only for a
 * project with analytics on.
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
    const events = validateEvents(body)
    const project = c.get('project')
    const origin = c.req.header('origin')
    // Browsers send Origin on every POST, beacons included: events come from the dapp's pages.
    if (origin === undefined)
      httpError(403, 'Invalid App Configuration', {
        reason: `analytics events are accepted only from the origins of project ${project.id}`,
      })
    if (!project.analyticsEnabled)
      httpError(403, 'Analytics Disabled', {
        reason: `project ${project.id} has analytics off`,
      })
    const context = {
      projectId: project.id,
      origin,
      ...optional('sdkType', c.req.query('st')),
      ...optional('sdkVersion', c.req.query('sv')),
    }
    let stored = 0
    for (const event of events) if (await storeEvent(ctx.store, event, context)) stored += 1
    if (!Array.isArray(body)) {
      const [event] = events
      return c.json({ status: 'accepted', eventId: event?.eventId, duplicate: stored === 0 }, 202)
    }
    return c.json({ status: 'accepted', received: events.length, stored }, 202)
  })
}

function optional<K extends string>(key: K, value: string | undefined): { [P in K]?: string } {
  return value === undefined ? {} : ({ [key]: value } as { [P in K]?: string })
}

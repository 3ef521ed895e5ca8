import type { Context, Hono } from 'hono'
import { canReadAnalytics } from '../analytics/canReadAnalytics'
import { countEvents } from '../analytics/countEvents'
import { listEvents } from '../analytics/listEvents'
import { renderAnalyticsPage } from '../analytics/renderAnalyticsPage'
import type { CloudContext } from '../server/types'

const projectIdPattern = /^[A-Za-z0-9_-]{1,64}$/

/**
 * The operator's view of the analytics (not a project's: it sits before the project gate, behind
 * `canReadAnalytics`): `GET /analytics` (HTML, counts per event for each project, or only
 * `?projectId=`) and `GET /analytics/events?projectId=&after=` (JSON, one project's events in the
 * order received, 500 at most). Never cached, never framed, no CORS.
 */
export function register(app: Hono, ctx: CloudContext): void {
  const refuse = (c: Context): Response | undefined => {
    c.header('Cache-Control', 'no-store')
    c.header('X-Frame-Options', 'DENY')
    c.header('X-Content-Type-Options', 'nosniff')
    const access = canReadAnalytics(ctx.config, {
      authorization: c.req.header('authorization'),
      host: c.req.header('host'),
      forwarded:
        c.req.header('forwarded') !== undefined || c.req.header('x-forwarded-for') !== undefined,
    })
    if (access === 'ok') return undefined
    if (access === 401) {
      c.header('WWW-Authenticate', 'Basic realm="Airlock analytics", charset="UTF-8"')
      return c.json({ error: 'Unauthorized', reason: 'the operator token is required' }, 401)
    }
    if (access === 404) return c.json({ error: 'Not Found', path: c.req.path }, 404)
    return c.json(
      {
        error: 'Forbidden',
        reason:
          'without AIRLOCK_ANALYTICS_TOKEN the page answers only on a loopback host, not through a proxy',
      },
      403,
    )
  }
  const projectQuery = (c: Context): string | undefined | false => {
    const id = c.req.query('projectId')
    if (id === undefined || id === '') return undefined
    return projectIdPattern.test(id) ? id : false
  }

  app.get('/analytics', async (c) => {
    const refused = refuse(c)
    if (refused) return refused
    const projectId = projectQuery(c)
    if (projectId === false) return c.json({ error: 'Invalid projectId' }, 400)
    c.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'")
    return c.html(renderAnalyticsPage(await countEvents(ctx.store, projectId)))
  })

  app.get('/analytics/events', async (c) => {
    const refused = refuse(c)
    if (refused) return refused
    const projectId = projectQuery(c)
    if (!projectId)
      return c.json({ error: 'Invalid projectId', reason: 'projectId is required' }, 400)
    const after = Number(c.req.query('after') ?? '0')
    if (!Number.isSafeInteger(after) || after < 0)
      return c.json({ error: 'Invalid after', reason: 'after must be a sequence number' }, 400)
    return c.json({ events: await listEvents(ctx.store, projectId, after) })
  })
}

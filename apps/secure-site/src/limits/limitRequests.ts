import type { MiddlewareHandler } from 'hono'
import { clientIp } from '../server/clientIp'
import type { SiteContext } from '../server/SiteContext'
import { tooManyRequests } from './tooManyRequests'

/**
 * The rate limits in front of every route but `/health`: one token per request from the client
 * IP's bucket, and one from the project's bucket when the request names a known project (the
 * API's `x-airlock-project`, the frame page's `projectId`). Counted before anything else is
 * read, so a refused request costs no database work. Refused: 429 with `Retry-After`.
 *
 * @example
 * app.use(limitRequests(ctx))
 */
export function limitRequests(ctx: SiteContext): MiddlewareHandler {
  const known = new Set(ctx.config.projects.map((p) => p.id))
  return async (c, next) => {
    if (c.req.path === '/health') return next()
    const byIp = ctx.rateLimits.perIp.take(clientIp(c, ctx.config.trustedProxies ?? 0))
    if (!byIp.ok) throw tooManyRequests(byIp.retryAfterSeconds)
    const project = c.req.path.startsWith('/api/')
      ? c.req.header('x-airlock-project')
      : c.req.path === '/'
        ? c.req.query('projectId')
        : undefined
    if (project !== undefined && known.has(project)) {
      const byProject = ctx.rateLimits.perProject.take(project)
      if (!byProject.ok) throw tooManyRequests(byProject.retryAfterSeconds)
    }
    return next()
  }
}

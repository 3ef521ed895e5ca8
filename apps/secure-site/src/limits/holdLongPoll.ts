import type { MiddlewareHandler } from 'hono'
import { clientIp } from '../server/clientIp'
import type { SiteContext } from '../server/SiteContext'
import { tooManyRequests } from './tooManyRequests'

/** What a refused long poll is told to wait: about a fifth of a wait (25 s). */
const RETRY_AFTER_SECONDS = 5

/**
 * Holds a long-poll place (per client IP and for the whole site, `ctx.longPolls`) for as long as
 * the route's wait runs, released when it ends, fails or the client goes away. None free: 429
 * with `Retry-After: 5`, before the wait starts.
 *
 * @example
 * api.post('/farcaster/wait', holdLongPoll(ctx), async (c) => c.json(await waitForFarcaster(...)))
 */
export function holdLongPoll(ctx: SiteContext): MiddlewareHandler {
  return async (c, next) => {
    const slot = ctx.longPolls.take(clientIp(c, ctx.config.trustedProxies ?? 0))
    if (!slot) throw tooManyRequests(RETRY_AFTER_SECONDS)
    try {
      await next()
    } finally {
      slot.release()
    }
  }
}

import type { MiddlewareHandler } from 'hono'
import type { CloudLimiters } from '../limits/createCloudLimiters'
import { clientIp } from './clientIp'
import { isRpcPath } from './isRpcPath'
import { tooManyRequests } from './tooManyRequests'

export type RateLimitGuardOptions = {
  limiters: CloudLimiters
  /** `ip` runs before the project gate (cheap, no store read); `project` after it. */
  scope: 'ip' | 'project'
  /** Paths never limited (the readiness probe). */
  publicPaths: ReadonlySet<string>
  /** Reverse proxies in front whose `X-Forwarded-For` is believed (`AIRLOCK_TRUST_PROXY`). */
  trustedHops?: number
}

/**
 * One request, one token from the caller's bucket (API or RPC proxy, per IP address or per
 * project); an empty bucket is a 429 with `Retry-After`. The RPC route charges the other
 * requests of a batch itself, once it has read the body.
 *
 * @example
 * app.use(rateLimitGuard({ limiters, scope: 'ip', publicPaths: new Set(['/health']) }))
 */
export function rateLimitGuard(options: RateLimitGuardOptions): MiddlewareHandler {
  return async (c, next) => {
    if (options.publicPaths.has(c.req.path)) return next()
    const rpc = isRpcPath(c.req.path)
    const { limiters } = options
    const limiter =
      options.scope === 'ip'
        ? rpc
          ? limiters.rpcPerIp
          : limiters.apiPerIp
        : rpc
          ? limiters.rpcPerProject
          : limiters.apiPerProject
    const key =
      options.scope === 'ip'
        ? clientIp(c, options.trustedHops ?? 0)
        : (c.req.query('projectId') ?? '')
    const decision = await limiter.take(key)
    if (!decision.ok)
      return tooManyRequests(
        c,
        decision.retryAfterMs,
        options.scope === 'ip' ? 'from this IP address' : 'for this project',
        limiter.limit,
      )
    return next()
  }
}

import type { Context } from 'hono'
import { resolveClientIp } from '../limits/resolveClientIp'

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } }

/**
 * The address the per-IP limits count a request against: the socket's peer, or with
 * `trustedHops` reverse proxies in front (`AIRLOCK_TRUST_PROXY`) the address the outermost one
 * saw (see `resolveClientIp`). Never a header a client alone could write.
 *
 * @example
 * limiter.take(clientIp(c, ctx.config.trustProxyHops ?? 0))
 */
export function clientIp(c: Context, trustedHops = 0): string {
  return resolveClientIp(
    (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress,
    c.req.header('x-forwarded-for'),
    trustedHops,
  )
}

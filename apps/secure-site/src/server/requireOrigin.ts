import type { MiddlewareHandler } from 'hono'
import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'

/**
 * Refuses, with 403 `{ error: 'Forbidden' }`, a state-changing request whose `Origin` is not one
 * of `origins`, and one without an `Origin` unless `missing: 'allow'` (a route that clients outside
 * a browser call). Browsers always send `Origin` on a POST, so this stops other websites (CSRF),
 * not other programs: a client outside a browser writes any `Origin` it likes, so authority comes
 * from elsewhere (device-key signatures, single-use tokens, Farcaster signatures).
 *
 * @example
 * app.post('/device', requireOrigin([ctx.publicUrl]), approveDeviceRoute)
 */
export function requireOrigin(
  origins: readonly string[],
  options: { missing?: 'allow' | 'refuse' } = {},
): MiddlewareHandler {
  const allowed = new Set(origins.map((origin) => new URL(origin).origin))
  return async (c, next) => {
    const origin = c.req.header('origin')
    const ok = origin === undefined ? options.missing === 'allow' : allowed.has(origin)
    if (!ok) throw new SecureSiteError(secureSiteMessages.forbiddenOrigin, 403)
    return next()
  }
}

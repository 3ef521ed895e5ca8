import type { MiddlewareHandler } from 'hono'

/**
 * The Content-Security-Policy of every response: scripts, fetches, styles and forms from this
 * origin only (no inline script anywhere), nothing else loaded, and `frame-ancestors 'none'`
 * unless a route put the project's dapp origins in `c.var.frameAncestors` (only the frame page
 * does). Also no sniffing and no referrer (a route may set `c.var.referrerPolicy` instead, as the
 * device page does so that its form's POST carries this origin).
 *
 * @example
 * app.use(securityHeaders())
 */
export function securityHeaders(): MiddlewareHandler<{
  Variables: { frameAncestors?: string[]; referrerPolicy?: string }
}> {
  return async (c, next) => {
    await next()
    const ancestors = c.get('frameAncestors')
    c.header(
      'Content-Security-Policy',
      [
        "default-src 'none'",
        "script-src 'self'",
        "connect-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "form-action 'self'",
        "base-uri 'none'",
        `frame-ancestors ${ancestors && ancestors.length > 0 ? ancestors.join(' ') : "'none'"}`,
      ].join('; '),
    )
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Referrer-Policy', c.get('referrerPolicy') ?? 'no-referrer')
    c.header('Cross-Origin-Resource-Policy', 'same-origin')
  }
}

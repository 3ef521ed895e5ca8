import type { Context } from 'hono'

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } }

/**
 * The address of the peer that sent the request (the socket's, never a header a client could
 * write). Behind a reverse proxy every client shares the proxy's address.
 *
 * @example
 * limiter.take(clientIp(c))
 */
export function clientIp(c: Context): string {
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? 'unknown'
}

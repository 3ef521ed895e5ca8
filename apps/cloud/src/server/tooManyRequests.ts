import type { Context } from 'hono'
import type { RateLimit } from '../limits/types'
import { isRpcPath } from './isRpcPath'

/**
 * The answer to a client over a rate limit: 429 with `Retry-After` (whole seconds), as JSON
 * `{ error: 'Too Many Requests', reason, retryAfter }`, or on the RPC proxy as the JSON-RPC error
 * -32005 (EIP-1474's "limit exceeded") with the same `data`. A browser's origin is echoed, like
 * the 403 of the project gate, so the dapp can read why instead of seeing a network error.
 *
 * @example
 * if (!decision.ok) return tooManyRequests(c, decision.retryAfterMs, 'per IP address', limit)
 */
export function tooManyRequests(
  c: Context,
  retryAfterMs: number,
  scope: string,
  limit: RateLimit,
): Response {
  const retryAfter = Math.max(1, Math.ceil(retryAfterMs / 1000))
  const reason = `over ${limit.perSecond} requests per second (burst ${limit.burst}) ${scope}`
  const origin = c.req.header('origin')
  const headers: Record<string, string> = { 'Retry-After': String(retryAfter) }
  if (origin) {
    headers['Access-Control-Allow-Origin'] = origin
    headers['Access-Control-Expose-Headers'] = 'Retry-After'
    headers.Vary = 'Origin'
  }
  if (isRpcPath(c.req.path))
    return c.json(
      {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32005, message: 'Too Many Requests', data: { reason, retryAfter } },
      },
      429,
      headers,
    )
  return c.json({ error: 'Too Many Requests', reason, retryAfter }, 429, headers)
}

import type { Hono } from 'hono'
import { requireChains } from '../blockchain/requireChains'
import type { CloudContext } from '../server/types'

/**
 * `GET /v1/supported-chains` (SPEC §7): the CAIP-2 ids the RPC proxy serves. The proxy is
 * HTTP only, so `ws` is empty.
 */
export function register(app: Hono, ctx: CloudContext): void {
  app.get('/v1/supported-chains', (c) =>
    c.json({ http: requireChains(ctx).map((chain) => chain.caipNetworkId), ws: [] as string[] }),
  )
}

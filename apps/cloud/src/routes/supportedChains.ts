import type { Hono } from 'hono'
import { requireChains } from '../blockchain/requireChains'
import type { CloudContext } from '../server/types'

/**
 * `GET /v1/supported-chains` (SPEC §7): the CAIP-2 ids the RPC proxy serves. EVM chains are
 * HTTP only; the local Solana networks (`solana:<reference>`) are served over HTTP and websocket.
 */
export function register(app: Hono, ctx: CloudContext): void {
  app.get('/v1/supported-chains', (c) => {
    const solana = ctx.solana?.networks.map((net) => net.info.caipNetworkId) ?? []
    return c.json({
      http: [...requireChains(ctx).map((chain) => chain.caipNetworkId), ...solana],
      ws: solana,
    })
  })
}

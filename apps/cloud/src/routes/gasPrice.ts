import type { Hono } from 'hono'
import { getGasPrices } from '../blockchain/getGasPrices'
import { requireChain } from '../blockchain/requireChain'
import type { CloudContext } from '../server/types'

/** `GET /v1/convert/gas-price?chainId=` (SPEC §7): `{ standard, fast, instant }` in wei. */
export function register(app: Hono, ctx: CloudContext): void {
  app.get('/v1/convert/gas-price', async (c) => {
    const chain = requireChain(ctx, c.req.query('chainId'))
    return c.json(await getGasPrices(chain))
  })
}

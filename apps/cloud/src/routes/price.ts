import type { Hono } from 'hono'
import { getFungiblePrices, MAX_PRICE_ADDRESSES } from '../blockchain/getFungiblePrices'
import { httpError } from '../server/httpError'
import type { CloudContext } from '../server/types'

/**
 * `POST /v1/fungible/price` with `{ currency, addresses, projectId }` (SPEC §7): prices of
 * CAIP-10 token addresses, unknown ones left out. Only `usd` prices exist.
 */
export function register(app: Hono, ctx: CloudContext): void {
  app.post('/v1/fungible/price', async (c) => {
    const body: unknown = await c.req.json()
    if (typeof body !== 'object' || body === null) httpError(400, 'Invalid body')
    const { currency, addresses } = body as { currency?: unknown; addresses?: unknown }
    if (typeof currency !== 'string' || currency.toLowerCase() !== 'usd')
      httpError(400, 'Unsupported currency', { currency: currency ?? null, supported: ['usd'] })
    if (
      !Array.isArray(addresses) ||
      addresses.length > MAX_PRICE_ADDRESSES ||
      addresses.some((address) => typeof address !== 'string')
    )
      httpError(400, 'Invalid addresses', {
        reason: `addresses must be an array of at most ${MAX_PRICE_ADDRESSES} CAIP-10 strings`,
      })
    const fungibles = await getFungiblePrices(ctx, {
      currency: 'usd',
      addresses: addresses as string[],
      icon: {
        projectId: c.req.query('projectId') ?? '',
        st: c.req.query('st'),
        sv: c.req.query('sv'),
      },
    })
    return c.json({ fungibles })
  })
}

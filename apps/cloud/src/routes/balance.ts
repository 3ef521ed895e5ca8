import type { Hono } from 'hono'
import { getBalances } from '../blockchain/getBalances'
import { parseAddressParam } from '../blockchain/parseAddressParam'
import { selectChains } from '../blockchain/selectChains'
import { httpError } from '../server/httpError'
import type { CloudContext } from '../server/types'

/**
 * `GET /v1/account/{address}/balance?currency=usd&chainId=&forceUpdate=` (SPEC §7): native and
 * ERC-20 balances read live from the chain. Balances are never cached here, so `forceUpdate` is
 * accepted and has nothing to refresh. Only `usd` prices exist.
 */
export function register(app: Hono, ctx: CloudContext): void {
  app.get('/v1/account/:address/balance', async (c) => {
    const address = parseAddressParam(c.req.param('address'))
    const currency = (c.req.query('currency') ?? 'usd').toLowerCase()
    if (currency !== 'usd') httpError(400, 'Unsupported currency', { currency, supported: ['usd'] })
    const chains = selectChains(ctx, c.req.query('chainId'))
    const balances = await getBalances(ctx, {
      address,
      chains,
      icon: {
        projectId: c.req.query('projectId') ?? '',
        st: c.req.query('st'),
        sv: c.req.query('sv'),
      },
    })
    return c.json({ balances })
  })
}

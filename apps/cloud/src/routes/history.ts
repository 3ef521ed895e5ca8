import type { Hono } from 'hono'
import { decodeHistoryCursor } from '../blockchain/decodeHistoryCursor'
import { getHistoryPage } from '../blockchain/getHistoryPage'
import { parseAddressParam } from '../blockchain/parseAddressParam'
import { selectChains } from '../blockchain/selectChains'
import { listOnrampPurchases } from '../onramp/listOnrampPurchases'
import { httpError } from '../server/httpError'
import type { CloudContext } from '../server/types'

/** On-ramp providers whose history can be asked for. */
const onramps = new Set(['coinbase'])

/**
 * `GET /v1/account/{address}/history?chainId=&cursor=&onramp=` (SPEC §7): the account's
 * transactions from the indexer, newest first, 20 per page, `next` an opaque cursor (null on
 * the last page). `onramp=coinbase` lists the purchases made through the local on-ramp provider
 * (one page, `next` null), which the history itself lists as `buy`.
 */
export function register(app: Hono, ctx: CloudContext): void {
  app.get('/v1/account/:address/history', async (c) => {
    const address = parseAddressParam(c.req.param('address'))
    const chains = selectChains(ctx, c.req.query('chainId'))
    const cursor = c.req.query('cursor')
    const after = cursor ? decodeHistoryCursor(cursor) : undefined
    const onramp = c.req.query('onramp')
    if (onramp) {
      if (!onramps.has(onramp))
        httpError(400, 'Unsupported onramp', { onramp, supported: [...onramps] })
      const data = await listOnrampPurchases(ctx, {
        address,
        chainIds: chains.map((chain) => chain.chainId),
        icon: {
          projectId: c.req.query('projectId') ?? '',
          st: c.req.query('st'),
          sv: c.req.query('sv'),
        },
      })
      return c.json({ data, next: null })
    }
    const page = await getHistoryPage(ctx, {
      address,
      chainIds: chains.map((chain) => chain.chainId),
      ...(after ? { after } : {}),
      icon: {
        projectId: c.req.query('projectId') ?? '',
        st: c.req.query('st'),
        sv: c.req.query('sv'),
      },
    })
    return c.json(page)
  })
}

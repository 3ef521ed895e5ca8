import type { Hono } from 'hono'
import { getIdentity } from '../blockchain/getIdentity'
import { parseAddressParam } from '../blockchain/parseAddressParam'
import type { CloudContext } from '../server/types'

/**
 * `GET /v1/identity/{address}?sender=` (SPEC §7): `{ name, avatar }` of an address, `null`s when
 * it has no name (the seed names test accounts 8 and 9). `sender`, when given, must be an address
 * too.
 */
export function register(app: Hono, ctx: CloudContext): void {
  app.get('/v1/identity/:address', async (c) => {
    const address = parseAddressParam(c.req.param('address'))
    const sender = c.req.query('sender')
    if (sender) parseAddressParam(sender, 'sender')
    return c.json(
      await getIdentity(ctx, address, {
        projectId: c.req.query('projectId') ?? '',
        st: c.req.query('st'),
        sv: c.req.query('sv'),
      }),
    )
  })
}

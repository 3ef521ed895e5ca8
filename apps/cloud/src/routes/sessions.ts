import type { Hono } from 'hono'
import type { CloudContext } from '../server/types'
import { listSmartSessions } from '../sessions/listSmartSessions'
import { parseSessionAccount } from '../sessions/parseSessionAccount'
import { revokeSmartSession } from '../sessions/revokeSmartSession'

/**
 * Smart sessions (spending permissions of the embedded wallet's smart account), SPEC §7:
 * `GET /v1/sessions/{id}` lists the account's sessions as its chain holds them, and
 * `POST /v1/sessions/{id}/revoke` with `{ pci, signature }` ends one on chain when the signature
 * is the owner's (or the session key's own). `{id}` is a CAIP-10 account.
 */
export function register(app: Hono, ctx: CloudContext): void {
  app.get('/v1/sessions/:id', async (c) => {
    const { chain, address } = parseSessionAccount(ctx, c.req.param('id'))
    const sessions = await listSmartSessions(chain, address)
    // `pci`: the active sessions' ids, the shape core's `getSession` reads.
    return c.json({ pci: sessions.filter((s) => s.active).map((s) => s.pci), sessions })
  })
  app.post('/v1/sessions/:id/revoke', async (c) => {
    const { chain, address } = parseSessionAccount(ctx, c.req.param('id'))
    return c.json(await revokeSmartSession(chain, address, await c.req.json()))
  })
}

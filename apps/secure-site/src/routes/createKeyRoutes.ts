import { frameOtpSchema } from '@airlock/wallet-frame/protocol'
import { type Context, Hono } from 'hono'
import * as z from 'zod/mini'
import { SecureSiteError } from '../errors/SecureSiteError'
import { revealPrivateKey } from '../keys/revealPrivateKey'
import { startKeyExport } from '../keys/startKeyExport'
import type { SiteContext } from '../server/SiteContext'
import type { Session } from '../sessions/readSession'

const flowId = z.string().check(z.minLength(1), z.maxLength(128))

/**
 * The key export routes of the frame's export screen, mounted at `/api/key` behind the API's
 * origin, size and device-signature checks: `POST /api/key/export/code` mails a fresh code to the
 * wallet's email, `POST /api/key/export/reveal { flowId, otp }` answers the private key once the
 * code is right. `session` is the API's signed-in session check, `ip` the client's address for
 * the code back-off.
 *
 * @example
 * api.route('/key', createKeyRoutes(ctx, session, ip))
 */
export function createKeyRoutes(
  ctx: SiteContext,
  session: (c: Context) => Promise<Session>,
  ip: (c: Context) => string,
): Hono {
  const routes = new Hono()
  routes.post('/export/code', async (c) => c.json(await startKeyExport(ctx, await session(c))))
  routes.post('/export/reveal', async (c) => {
    const parsed = z
      .object({ flowId, otp: frameOtpSchema })
      .safeParse(await c.req.json().catch(() => undefined))
    if (!parsed.success)
      throw new SecureSiteError(parsed.error.issues[0]?.message ?? 'Invalid input', 400)
    return c.json(await revealPrivateKey(ctx, await session(c), { ...parsed.data, ip: ip(c) }))
  })
  return routes
}

import type { Context } from 'hono'
import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import type { SiteContext } from '../server/SiteContext'
import { findSession } from './findSession'
import type { Session } from './readSession'

/**
 * The session of a signed-in API call: the `Authorization: Bearer` token names it, and the call
 * must be signed by that session's own device key for that session's project (the API's signature
 * middleware checked the signature, timestamp and nonce before any route runs). A token alone,
 * another device's signature or another project's frame get 401 `Not signed in`. Every route
 * that acts for a user uses this; a body field such as `confirmed: true` therefore comes from
 * the frame's own code.
 *
 * @example
 * api.post('/rpc', async (c) => c.json(await handleRpc(ctx, await requireSession(ctx, c), input)))
 */
export async function requireSession(ctx: SiteContext, c: Context): Promise<Session> {
  const found = await findSession(ctx, c)
  if (!found) throw new SecureSiteError(secureSiteMessages.notSignedIn, 401)
  return found
}

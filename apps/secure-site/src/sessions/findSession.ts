import type { Context } from 'hono'
import type { SiteContext } from '../server/SiteContext'
import { readSession, type Session } from './readSession'
import { readSignedRequest } from './readSignedRequest'

/**
 * The session of a signed API call, or undefined: the `Authorization: Bearer` token names it, and
 * it counts only when that session's own device key signed the call for that session's project.
 *
 * @example
 * const isConnected = (await findSession(ctx, c)) !== undefined
 */
export async function findSession(ctx: SiteContext, c: Context): Promise<Session | undefined> {
  const signed = readSignedRequest(c)
  const header = c.req.header('authorization') ?? ''
  const token = header.startsWith('Bearer ') ? header.slice(7) : undefined
  const session = await readSession(ctx, token)
  if (!session || !signed) return undefined
  if (session.deviceKeyThumbprint !== signed.thumbprint) return undefined
  if (session.projectId !== signed.projectId) return undefined
  return session
}

import { createHmac } from 'node:crypto'
import type { SiteContext } from '../server/SiteContext'
import type { Session } from '../sessions/readSession'

/**
 * A MAC over a prepared request for this user, with a subkey of the master key kept for this
 * purpose only: the signing step accepts gas, fees and nonces only as this site prepared them
 * (the frame cannot hand back numbers of its own, and a payload prepared for one user is
 * nobody else's). The payload travels as JSON through the frame unchanged, so its JSON is what
 * is sealed.
 *
 * @example
 * const seal = sealPrepared(ctx, session, JSON.stringify(prepared))
 */
export function sealPrepared(ctx: SiteContext, session: Session, preparedJson: string): string {
  const subkey = createHmac('sha256', ctx.masterKey).update('airlock/prepared-rpc/v1').digest()
  return createHmac('sha256', subkey)
    .update(`${session.user.id}\n${session.chainId}\n${preparedJson}`, 'utf8')
    .digest('hex')
}

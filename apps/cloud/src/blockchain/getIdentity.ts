import type { CloudContext } from '../server/types'

/** `GET /v1/identity/{address}`: the name registered for an address and its avatar. */
export type IdentityBody = { name: string | null; avatar: string | null }

/**
 * The identity of an address from the `names` table (the names service fills it); both fields
 * `null` when it has none. The first name registered wins.
 *
 * @example
 * await getIdentity(ctx, '0xf39f...') // { name: null, avatar: null }
 */
export async function getIdentity(ctx: CloudContext, address: string): Promise<IdentityBody> {
  const { rows } = await ctx.store.query<IdentityBody>(
    'select name, avatar from names where lower(address) = $1 order by created_at, name limit 1',
    [address.toLowerCase()],
  )
  return rows[0] ?? { name: null, avatar: null }
}

import type { CloudContext } from '../server/types'
import type { IconRequest } from './tokenIconUrl'

/** `GET /v1/identity/{address}`: the name registered for an address and its avatar. */
export type IdentityBody = { name: string | null; avatar: string | null }

/**
 * The identity of an address from the `names` table (the seed and the names service fill it);
 * both fields `null` when it has none. The first name registered wins. An avatar stored as a
 * path of this cloud (`/public/getAvatarImage/...`) is answered as a full URL with the caller's
 * project parameters, so an `<img>` loads it; other avatars pass through.
 *
 * @example
 * await getIdentity(ctx, '0x2361...', { projectId: 'demo' })
 * // { name: 'alice.airlock', avatar: 'http://127.0.0.1:8787/public/getAvatarImage/alice.airlock?projectId=demo' }
 */
export async function getIdentity(
  ctx: CloudContext,
  address: string,
  request: IconRequest,
): Promise<IdentityBody> {
  const { rows } = await ctx.store.query<IdentityBody>(
    'select name, avatar from names where lower(address) = $1 order by created_at, name limit 1',
    [address.toLowerCase()],
  )
  const found = rows[0]
  if (!found) return { name: null, avatar: null }
  return { name: found.name, avatar: found.avatar && avatarUrl(ctx, found.avatar, request) }
}

function avatarUrl(ctx: CloudContext, avatar: string, request: IconRequest): string {
  if (!avatar.startsWith('/')) return avatar
  const url = new URL(avatar, ctx.config.publicUrl)
  if (request.projectId) url.searchParams.set('projectId', request.projectId)
  if (request.st) url.searchParams.set('st', request.st)
  if (request.sv) url.searchParams.set('sv', request.sv)
  return url.toString()
}

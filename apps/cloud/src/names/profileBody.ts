import type { IconRequest } from '../blockchain/tokenIconUrl'
import type { CloudContext } from '../server/types'

/** A `names` row as the profile routes read it. */
export type NameRow = {
  name: string
  address: string
  avatar: string | null
  coin_type: string
  attributes: Record<string, string> | null
  created_at: Date | string
  updated_at: Date | string
}

/** The profile the `/v1/profile/*` routes answer (what core's `nameProfileSchema` reads). */
export type ProfileBody = {
  name: string
  /** Unix seconds. */
  registered: number
  updated: number
  addresses: Record<string, { address: string; created: string }>
  attributes: Record<string, string>
}

/** The columns `profileBody` needs. */
export const PROFILE_COLUMNS =
  'name, address, avatar, coin_type, attributes, created_at, updated_at'

/**
 * A `names` row as a profile: times in Unix seconds, the address under its coin type, and the
 * avatar (a path of this cloud made a full URL with the caller's project parameters) in
 * `attributes.avatar`.
 *
 * @example
 * profileBody(ctx, row, { projectId: 'demo' }).addresses['60'].address // '0x...'
 */
export function profileBody(ctx: CloudContext, row: NameRow, request: IconRequest): ProfileBody {
  const registered = seconds(row.created_at)
  const attributes: Record<string, string> = { ...(row.attributes ?? {}) }
  if (row.avatar) attributes.avatar = avatarUrl(ctx, row.avatar, request)
  return {
    name: row.name,
    registered,
    updated: seconds(row.updated_at),
    addresses: { [row.coin_type]: { address: row.address, created: String(registered) } },
    attributes,
  }
}

function seconds(value: Date | string): number {
  return Math.floor(new Date(value).getTime() / 1000)
}

function avatarUrl(ctx: CloudContext, avatar: string, request: IconRequest): string {
  if (!avatar.startsWith('/')) return avatar
  const url = new URL(avatar, ctx.config.publicUrl)
  if (request.projectId) url.searchParams.set('projectId', request.projectId)
  if (request.st) url.searchParams.set('st', request.st)
  if (request.sv) url.searchParams.set('sv', request.sv)
  return url.toString()
}

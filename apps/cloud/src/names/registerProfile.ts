import { createHash } from 'node:crypto'
import { verifySignature } from '@airlock/siwx/server'
import { parseAddressParam } from '../blockchain/parseAddressParam'
import type { IconRequest } from '../blockchain/tokenIconUrl'
import { httpError } from '../server/httpError'
import type { CloudContext } from '../server/types'
import { coinTypeChain } from './coinTypeChain'
import { MAX_ATTRIBUTES, REGISTRATION_MAX_AGE_MS } from './nameRules'
import { parseAccountName } from './parseAccountName'
import { type NameRow, PROFILE_COLUMNS, type ProfileBody, profileBody } from './profileBody'

/** `POST /v1/profile/account` body (SPEC §7). */
export type RegisterProfileInput = {
  coin_type?: unknown
  address?: unknown
  message?: unknown
  signature?: unknown
}

/**
 * Registers a name for an address from a signed message (SPEC §7), and answers its profile.
 * The message is JSON `{ name, attributes?, timestamp }` (timestamp in ms, within 10 minutes of
 * the cloud's clock), signed by `address` with `personal_sign`; EOAs and smart accounts
 * (ERC-1271, ERC-6492) are checked by `verifySignature` on the chain of `coin_type`. 400 for a
 * malformed body or a name that breaks the rules, 401 for a signature that does not match,
 * 409 when another address holds the name. The same address registering again updates its
 * attributes. A new name gets a generated avatar (`/public/getAvatarImage/{name}`).
 *
 * @example
 * const profile = await registerProfile(ctx, await c.req.json(), { projectId: 'demo' })
 */
export async function registerProfile(
  ctx: CloudContext,
  input: RegisterProfileInput,
  request: IconRequest,
): Promise<ProfileBody> {
  const { coin_type, message, signature } = input
  if (typeof coin_type !== 'string' && typeof coin_type !== 'number')
    httpError(400, 'Invalid request', { reason: 'coin_type is required' })
  if (typeof message !== 'string' || typeof signature !== 'string')
    httpError(400, 'Invalid request', { reason: 'message and signature must be strings' })
  const address = parseAddressParam(typeof input.address === 'string' ? input.address : undefined)
  const signed = parseMessage(message)
  const accountName = parseAccountName(signed.name)
  if (!accountName)
    httpError(400, 'Invalid name', {
      name: signed.name,
      reason: 'at least 4 letters, digits or hyphens, at most 63',
    })
  const chain = coinTypeChain(ctx, String(coin_type))
  if (!chain) httpError(400, 'Unsupported coin type', { coin_type: String(coin_type) })
  const valid = await verifySignature({
    address,
    message,
    signature: signature as `0x${string}`,
    client: chain.client,
  })
  if (!valid) httpError(401, 'Invalid signature')

  const { name, label } = accountName
  const row = await ctx.store.transaction(async (tx) => {
    const { rows } = await tx.query<NameRow>(
      `insert into names (name, address, avatar, coin_type, attributes, created_at, updated_at)
       values ($1, $2, $3, $4, $5::jsonb, now(), now())
       on conflict (name) do update set attributes = excluded.attributes, updated_at = now()
         where lower(names.address) = lower(excluded.address)
       returning ${PROFILE_COLUMNS}`,
      [
        name,
        address,
        `/public/getAvatarImage/${name}`,
        String(coin_type),
        JSON.stringify(signed.attributes),
      ],
    )
    const saved = rows[0]
    if (!saved) return undefined
    await tx.query(
      `insert into images (kind, id, label, color) values ('avatar', $1, $2, $3)
       on conflict (kind, id) do nothing`,
      [name, label, avatarColor(name)],
    )
    return saved
  })
  if (!row) httpError(409, 'Name already registered', { name })
  return profileBody(ctx, row, request)
}

type SignedMessage = { name: string; attributes: Record<string, string> }

function parseMessage(message: string): SignedMessage {
  let parsed: unknown
  try {
    parsed = JSON.parse(message)
  } catch {
    httpError(400, 'Invalid message', { reason: 'the message is not JSON' })
  }
  const { name, attributes = {}, timestamp } = (parsed ?? {}) as Record<string, unknown>
  if (typeof name !== 'string') httpError(400, 'Invalid message', { reason: 'name is required' })
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp))
    httpError(400, 'Invalid message', { reason: 'timestamp (ms) is required' })
  if (Math.abs(Date.now() - timestamp) > REGISTRATION_MAX_AGE_MS)
    httpError(400, 'Invalid message', { reason: 'timestamp more than 10 minutes away' })
  if (!isAttributes(attributes))
    httpError(400, 'Invalid message', {
      reason: `attributes: at most ${MAX_ATTRIBUTES} strings, keys up to 32 and values up to 256 characters`,
    })
  return { name, attributes }
}

function isAttributes(value: unknown): value is Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false
  const entries = Object.entries(value)
  return (
    entries.length <= MAX_ATTRIBUTES &&
    entries.every(([k, v]) => k.length <= 32 && typeof v === 'string' && v.length <= 256)
  )
}

/** A stable colour per name for its generated avatar. */
function avatarColor(name: string): string {
  const hue = createHash('sha256').update(name).digest().readUInt16BE(0) % 360
  return `hsl(${hue}, 65%, 50%)`
}

import type { Hono } from 'hono'
import { parseAddressParam } from '../blockchain/parseAddressParam'
import type { IconRequest } from '../blockchain/tokenIconUrl'
import { findProfiles } from '../names/findProfiles'
import { NAME_SUFFIX } from '../names/nameRules'
import { parseAccountName } from '../names/parseAccountName'
import { registerProfile } from '../names/registerProfile'
import { suggestNames } from '../names/suggestNames'
import { httpError } from '../server/httpError'
import type { CloudContext } from '../server/types'

/**
 * The names and profiles routes (SPEC §7): `GET /v1/profile/account/{name}` (404 when free),
 * `GET /v1/profile/reverse/{address}` (the address's profiles, 404 when none),
 * `GET /v1/profile/suggestions/{name}` (`{ suggestions }`) and `POST /v1/profile/account`
 * (a signed registration, see `registerProfile`).
 */
export function register(app: Hono, ctx: CloudContext): void {
  app.get('/v1/profile/account/:name', async (c) => {
    const wanted = c.req.param('name')
    // The ≥4-character rule is for registering: a seeded name under it (`bob.airlock`) is
    // found as stored (lower case, `.airlock` added when missing).
    const parsed = parseAccountName(wanted)
    const lower = wanted.toLowerCase()
    const name = parsed?.name ?? (lower.endsWith(NAME_SUFFIX) ? lower : `${lower}${NAME_SUFFIX}`)
    const [profile] = await findProfiles(ctx, { name }, request(c))
    if (!profile) httpError(404, 'Name not registered', { name: wanted })
    return c.json(profile)
  })
  app.get('/v1/profile/reverse/:address', async (c) => {
    const address = parseAddressParam(c.req.param('address'))
    const profiles = await findProfiles(ctx, { address }, request(c))
    if (profiles.length === 0) httpError(404, 'No names for address', { address })
    return c.json(profiles)
  })
  app.get('/v1/profile/suggestions/:name', async (c) =>
    c.json({ suggestions: await suggestNames(ctx, c.req.param('name')) }),
  )
  app.post('/v1/profile/account', async (c) => {
    const body = await c.req.json()
    if (!body || typeof body !== 'object' || Array.isArray(body))
      httpError(400, 'Invalid request', { reason: 'a JSON object is required' })
    return c.json(await registerProfile(ctx, body, request(c)))
  })
}

function request(c: { req: { query(key: string): string | undefined } }): IconRequest {
  return { projectId: c.req.query('projectId') ?? '', st: c.req.query('st'), sv: c.req.query('sv') }
}

import type { Hono } from 'hono'
import { httpError } from '../server/httpError'
import type { CloudContext } from '../server/types'
import { createSession } from '../siwx/createSession'
import { findSession } from '../siwx/findSession'
import { issueNonce } from '../siwx/issueNonce'
import { revokeSession } from '../siwx/revokeSession'

/**
 * Sign in with X (issue 20), for `cloudSiwxStore` and `verifySiwxSession` of `@airlock/siwx`:
 * `POST /v1/siwx/nonces` (single use, 5 minutes), `POST /v1/siwx/sessions` (a signed message in,
 * a bearer token out), `GET /v1/siwx/sessions/current` and `POST /v1/siwx/sessions/revoke` (both
 * with `Authorization: Bearer <token>`). Everything is scoped to the call's `projectId`.
 */
export function register(app: Hono, ctx: CloudContext): void {
  app.post('/v1/siwx/nonces', async (c) => c.json(await issueNonce(ctx, projectOf(c))))
  app.post('/v1/siwx/sessions', async (c) =>
    c.json(await createSession(ctx, projectOf(c), await c.req.json())),
  )
  app.get('/v1/siwx/sessions/current', async (c) => {
    const found = await findSession(ctx, projectOf(c), c.req.header('authorization'))
    if (!found) httpError(401, 'Invalid session')
    return c.json(found)
  })
  app.post('/v1/siwx/sessions/revoke', async (c) =>
    c.json({ revoked: await revokeSession(ctx, projectOf(c), c.req.header('authorization')) }),
  )
}

function projectOf(c: { req: { query(key: string): string | undefined } }): string {
  // The project guard has already refused a call without a known projectId.
  return c.req.query('projectId') ?? ''
}

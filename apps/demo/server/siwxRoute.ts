import type { IncomingMessage, ServerResponse } from 'node:http'
import { verifySiwxSession } from '@airlock/siwx/server'

/** Where the demo's server answers who is signed in. */
export const SIWX_ROUTE = '/api/siwx/me'

/** The longest `Authorization` header the route reads; longer is 400 before any work. */
export const MAX_AUTHORIZATION_LENGTH = 256

export type SiwxRouteConfig = {
  /** The cloud that holds the sessions. */
  apiUrl: string
  projectId: string
  /** This server's own host (`host:port`): a session signed for another domain is refused. */
  domain(): string
}

/**
 * The dapp server's side of sign-in, as a Connect-style middleware for the demo's vite server and
 * preview: `GET /api/siwx/me` with `Authorization: Bearer <token>` answers
 * `{ address, chainId }` for a live session of this domain, 401 otherwise. Same-origin only (no
 * CORS headers): another website cannot read the answer.
 */
export function siwxRoute(config: SiwxRouteConfig) {
  return async (req: IncomingMessage, res: ServerResponse, next: () => void): Promise<void> => {
    if (req.url?.split('?')[0] !== SIWX_ROUTE) return next()
    const send = (status: number, body: object): void => {
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      res.end(JSON.stringify(body))
    }
    if (req.method !== 'GET') return send(405, { error: 'method not allowed' })
    const authorization = req.headers.authorization ?? ''
    if (authorization.length > MAX_AUTHORIZATION_LENGTH)
      return send(400, { error: 'authorization too long' })
    try {
      const { address, chainId } = await verifySiwxSession({
        token: authorization,
        apiUrl: config.apiUrl,
        projectId: config.projectId,
        domain: config.domain(),
      })
      send(200, { address, chainId })
    } catch (error) {
      const reason = (error as { reason?: string }).reason
      if (reason) return send(401, { error: 'not signed in', reason })
      console.warn('[siwx] could not check the session', error)
      send(502, { error: 'could not check the session' })
    }
  }
}

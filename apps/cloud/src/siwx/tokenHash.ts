import { createHash } from 'node:crypto'

/**
 * The stored form of a session's bearer token: its SHA-256, hex. `undefined` for a header that
 * carries no token.
 *
 * @example
 * tokenHash(c.req.header('authorization')) // 'e3b0c4...'
 */
export function tokenHash(authorization: string | undefined): string | undefined {
  const token = authorization?.replace(/^Bearer\s+/i, '').trim()
  if (!token || token.length > 256) return undefined
  return createHash('sha256').update(token).digest('hex')
}

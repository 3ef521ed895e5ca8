import { createHash } from 'node:crypto'

/**
 * SHA-256 hex of a random bearer token (session, flow secret): tokens carry 256 bits of entropy,
 * so a plain hash is enough to make a stolen table useless.
 *
 * @example
 * await store.query('select * from secure_sessions where token_hash = $1', [hashToken(token)])
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

import { randomBytes } from 'node:crypto'

/**
 * 32 random bytes from the CSPRNG as base64url: session tokens, flow ids and secrets.
 *
 * @example
 * const token = randomToken()
 */
export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

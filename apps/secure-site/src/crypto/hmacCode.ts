import { createHmac } from 'node:crypto'

/**
 * HMAC-SHA256 of a short code with the master key, salted by its row id: six digits have too
 * little entropy for a plain hash, so a database leak alone must not reveal live codes.
 *
 * @example
 * const codeHash = hmacCode(masterKey, flowId, '123456')
 */
export function hmacCode(key: Buffer, id: string, code: string): string {
  return createHmac('sha256', key).update(`${id}:${code}`, 'utf8').digest('hex')
}

import { timingSafeEqual } from 'node:crypto'

/**
 * Constant-time comparison of two hex digests.
 *
 * @example
 * safeEqual(hmacCode(key, id, otp), row.code_hash)
 */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8')
  const y = Buffer.from(b, 'utf8')
  return x.length === y.length && timingSafeEqual(x, y)
}

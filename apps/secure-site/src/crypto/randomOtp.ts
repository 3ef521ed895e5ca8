import { randomInt } from 'node:crypto'

/**
 * Six digits from the CSPRNG (uniform over 000000-999999).
 *
 * @example
 * randomOtp() // '042917'
 */
export function randomOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

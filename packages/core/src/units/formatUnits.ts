import { assertDecimals } from './parseUnits'

/**
 * An amount in a token's smallest unit as a decimal string in whole tokens, without trailing
 * zeros (`1500000n` with 6 decimals is `'1.5'`, `0n` is `'0'`, negatives keep their minus).
 * Throws `InvalidDecimalNumberError` when `decimals` is not a non-negative integer.
 *
 * @example
 * formatUnits(1500000n, 6) // '1.5'
 */
export function formatUnits(value: bigint, decimals: number): string {
  assertDecimals(decimals)
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

import { InvalidDecimalNumberError } from '../errors/units'

/** An optional minus, then digits with an optional fraction, or a fraction alone (`.5`). */
const DECIMAL = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/

/** Throws unless `decimals` is a whole number of at least 0. */
export function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0)
    throw new InvalidDecimalNumberError({
      value: String(decimals),
      details: `decimals must be a non-negative integer, got ${decimals}.`,
    })
}

/**
 * A decimal amount as typed (`'1.5'`) in a token's smallest unit (`1500000n` for 6 decimals).
 * Digits past `decimals` are rounded half away from zero (`'0.0000005'` with 6 decimals is `1n`),
 * in strings, so no precision is lost. Throws `InvalidDecimalNumberError` on anything but a plain
 * decimal number: no exponent, no sign but a leading minus, no separators, at least one digit.
 *
 * @example
 * parseUnits('1.5', 6) // 1500000n
 * parseUnits('.5', 18) // 500000000000000000n
 */
export function parseUnits(value: string, decimals: number): bigint {
  assertDecimals(decimals)
  if (!DECIMAL.test(value)) throw new InvalidDecimalNumberError({ value })
  const negative = value.startsWith('-')
  const [whole = '', typedFraction = ''] = (negative ? value.slice(1) : value).split('.')
  let integer = BigInt(whole || '0')
  const fraction = typedFraction.replace(/0+$/, '')
  let kept = fraction.slice(0, decimals).padEnd(decimals, '0')
  if (fraction.length > decimals && Number(fraction[decimals]) >= 5) {
    // Round up in the digits, carrying into the whole part when they are all nines.
    const rounded = (BigInt(`1${kept}`) + 1n).toString()
    if (rounded.startsWith('2')) integer += 1n
    kept = rounded.slice(1)
  }
  const units = integer * 10n ** BigInt(decimals) + BigInt(kept || '0')
  return negative ? -units : units
}

/**
 * A token quantity with exactly 3 decimals, grouped for the locale. The decimal
 * string is formatted as written (no float rounding of long balances) and truncated, never rounded
 * up: a balance of 0.9999 shows 0.999, not a 1.000 the wallet does not hold.
 *
 * @example
 * formatQuantity('1234.56789') // '1,234.567'
 * formatQuantity('0.1', 'de-DE') // '0,100'
 */
export function formatQuantity(numeric: string | number, locale?: string): string {
  const format = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
    roundingMode: 'trunc',
  })
  const value = typeof numeric === 'number' ? numeric : numeric.trim()
  // Intl formats decimal strings exactly; the cast is for lib typings that only know numbers.
  return format.format(value as unknown as number)
}

import { shortAmount } from './shortAmount'

/**
 * A token amount (a decimal string) for reading: at most 6 decimals, cut not rounded, grouped
 * and with the decimal mark of the visitor's locale. The string is formatted as written, so a
 * long balance loses no digit to a float.
 *
 * @example
 * localAmount('1234.5678901234', 'de') // '1.234,56789'
 */
export function localAmount(amount: string, locale?: string): string {
  const format = new Intl.NumberFormat(locale, {
    maximumFractionDigits: 6,
    roundingMode: 'trunc',
  })
  // Intl formats decimal strings exactly; the cast is for lib typings that only know numbers.
  return format.format(shortAmount(amount) as unknown as number)
}

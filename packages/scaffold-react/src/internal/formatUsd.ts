import { QUANTITY_LOCALE } from './formatBalance'

// Made on first use, not when a module loads: the first currency `Intl.NumberFormat` of a page
// costs ~15 ms (V8 loads its locale data). One per locale.
const formats = new Map<string, Intl.NumberFormat>()

/**
 * A dollar amount in the modal's locale (`$12.40`, `12,40 $`, `US$12.40`); a value below a cent
 * shows as `<` the smallest cent.
 *
 * @example
 * formatUsd(12.4) // '$12.40'
 * formatUsd(12.4, 'de') // '12,40 $'
 */
export function formatUsd(value: number, locale: string = QUANTITY_LOCALE): string {
  let usd = formats.get(locale)
  if (!usd) {
    usd = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })
    formats.set(locale, usd)
  }
  if (value > 0 && value < 0.01) return `<${usd.format(0.01)}`
  return usd.format(value)
}

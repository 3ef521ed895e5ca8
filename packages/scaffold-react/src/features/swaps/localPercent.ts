/**
 * A percentage (1 means 1 %) as the visitor's locale writes it, with exactly `digits` decimals:
 * the swap's slippage and price impact.
 *
 * @example
 * localPercent(0.25, 'de', 2) // '0,25 %'
 */
export function localPercent(value: number, locale: string, digits: number): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value / 100)
}

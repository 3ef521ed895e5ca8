import { QUANTITY_LOCALE } from '../../internal/formatBalance'

let usd: Intl.NumberFormat | undefined

/**
 * A dollar amount as the send views show it (a fee below a cent shows as `<$0.01`).
 *
 * @example
 * formatUsd(12.4) // '$12.40'
 */
export function formatUsd(value: number): string {
  usd ??= new Intl.NumberFormat(QUANTITY_LOCALE, { style: 'currency', currency: 'USD' })
  if (value > 0 && value < 0.01) return `<${usd.format(0.01)}`
  return usd.format(value)
}

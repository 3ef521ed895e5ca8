/**
 * A token amount (a decimal string) cut to at most 6 decimals for display, trailing zeros
 * dropped.
 *
 * @example
 * shortAmount('1234.5678901234') // '1234.56789'
 */
export function shortAmount(amount: string): string {
  const [whole, fraction = ''] = amount.split('.')
  const cut = fraction.slice(0, 6).replace(/0+$/, '')
  return cut ? `${whole}.${cut}` : (whole ?? '')
}

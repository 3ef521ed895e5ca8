/**
 * The form's amount (`state.send.sendTokenAmount`) as the decimal text a send takes back.
 *
 * @example
 * amountText(0.000001) // '0.000001'
 */
export function amountText(amount: number | undefined): string {
  if (amount === undefined) return ''
  return amount.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })
}

/**
 * The form's amount (`state.send.sendTokenAmount`) as decimal text: with a point (what a send and
 * the amount field take back), or written with the decimal mark of `locale` for reading (the
 * preview; `0,5` in German). Never grouped, never rounded.
 *
 * @example
 * amountText(0.000001) // '0.000001'
 * amountText(0.5, 'de') // '0,5'
 */
export function amountText(amount: number | undefined, locale?: string): string {
  if (amount === undefined) return ''
  const options = { useGrouping: false, maximumFractionDigits: 20 }
  if (locale === undefined) return amount.toLocaleString('en-US', options)
  try {
    return amount.toLocaleString(locale, options)
  } catch {
    return amount.toLocaleString('en-US', options)
  }
}

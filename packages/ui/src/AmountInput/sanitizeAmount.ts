/**
 * Cleans what was typed into an amount: digits and one decimal point (a comma counts as one), at
 * most `maxDecimals` after it, no extra leading zeros. Returns `null` when the text cannot be an
 * amount at all (letters, a second point), so the input can keep its previous value.
 *
 * @example
 * sanitizeAmount('1,5') // '1.5'
 * sanitizeAmount('.5') // '0.5'
 * sanitizeAmount('1.234', 2) // '1.23'
 * sanitizeAmount('1a') // null
 */
export function sanitizeAmount(text: string, maxDecimals = 18): string | null {
  const normalised = text.trim().replace(',', '.')
  if (normalised === '') return ''
  if (!/^\d*\.?\d*$/.test(normalised)) return null
  const [whole = '', fraction] = normalised.split('.')
  const intPart = whole.replace(/^0+(?=\d)/, '') || (fraction !== undefined ? '0' : '')
  if (fraction === undefined || maxDecimals <= 0) return intPart
  return `${intPart}.${fraction.slice(0, Math.max(0, maxDecimals))}`
}

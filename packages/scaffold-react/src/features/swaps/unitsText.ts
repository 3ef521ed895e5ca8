/**
 * An integer amount in a token's smallest unit as a decimal string in whole tokens (what
 * viem's `formatUnits` does; the scaffold does not depend on viem).
 *
 * @example
 * unitsText(1500000n, 6) // '1.5'
 */
export function unitsText(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

const LAMPORTS_PER_SOL_DIGITS = 9

/** Lamports as a decimal SOL string without trailing zeros: `1500000000n` -> `'1.5'`. */
export function formatLamports(
  lamports: bigint,
  decimals: number = LAMPORTS_PER_SOL_DIGITS,
): string {
  const negative = lamports < 0n
  const digits = (negative ? -lamports : lamports).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

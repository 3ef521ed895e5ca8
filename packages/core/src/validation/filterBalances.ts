import type { TokenBalance } from './types'

/**
 * Drops balances whose `quantity.decimals` is 0 (a string on the wire; a number is accepted too).
 *
 * @example
 * filterBalances(balances).every((b) => Number(b.quantity.decimals) !== 0) // true
 */
export function filterBalances<T extends Pick<TokenBalance, 'quantity'>>(
  balances: readonly T[],
): T[] {
  return balances.filter((balance) => Number(balance.quantity.decimals) !== 0)
}

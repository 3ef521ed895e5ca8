import type { AccountType } from '../caip/types'

/** Parameters of {@link hasInsufficientGas}. */
export type HasInsufficientGasParameters = {
  /** The native balance's value in USD (same unit as `gasPriceInUsd`); missing counts as 0. */
  nativeBalance: number | string | undefined
  /** The estimated gas cost in USD, when known. */
  gasPriceInUsd?: number | string | undefined
  /** The sending account's type; smart accounts skip the check. */
  accountType?: AccountType | undefined
}

function toNumber(value: number | string | undefined): number {
  const number = typeof value === 'string' ? Number.parseFloat(value) : (value ?? 0)
  return Number.isFinite(number) ? number : 0
}

/**
 * Whether the account cannot pay gas: the native balance is 0, or the gas price in USD exceeds it.
 * Smart accounts skip this check (their gas may be sponsored).
 *
 * @example
 * hasInsufficientGas({ nativeBalance: 0 }) // true
 * hasInsufficientGas({ nativeBalance: '1.5', gasPriceInUsd: 2 }) // true
 * hasInsufficientGas({ nativeBalance: 0, accountType: 'smartAccount' }) // false
 */
export function hasInsufficientGas({
  nativeBalance,
  gasPriceInUsd,
  accountType,
}: HasInsufficientGasParameters): boolean {
  if (accountType === 'smartAccount') return false
  const balance = toNumber(nativeBalance)
  if (balance <= 0) return true
  return gasPriceInUsd !== undefined && toNumber(gasPriceInUsd) > balance
}

import { httpError } from '../server/httpError'
import { DEFAULT_SLIPPAGE_PERCENT, MAX_SLIPPAGE_PERCENT } from './swapLimits'

/**
 * The slippage of `build-transaction` (`eip155.slippage`), in percent: `1` means 1 %
 * (SPEC-READINGS), a number or a decimal string from 0 to `MAX_SLIPPAGE_PERCENT` (50), with at
 * most two decimals' effect; absent means `DEFAULT_SLIPPAGE_PERCENT` (1). In basis points.
 *
 * @example
 * parseSlippage('1') // 100n (basis points)
 */
export function parseSlippage(value: unknown): bigint {
  if (value === undefined || value === null) return BigInt(DEFAULT_SLIPPAGE_PERCENT * 100)
  const percent = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  if (
    typeof percent !== 'number' ||
    !Number.isFinite(percent) ||
    percent < 0 ||
    percent > MAX_SLIPPAGE_PERCENT
  )
    httpError(400, 'Invalid slippage', {
      slippage: value,
      reason: `a percentage from 0 to ${MAX_SLIPPAGE_PERCENT} (1 means 1 %)`,
    })
  return BigInt(Math.round(percent * 100))
}

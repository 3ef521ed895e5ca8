import { BALANCE_FALLBACK } from '@airlock/core'
import { formatQuantity } from '@airlock/ui'

/** The locale quantities and values are written in when none is given (the source locale's). */
export const QUANTITY_LOCALE = 'en-US'

/**
 * A native balance for display: the quantity with 3 decimals, truncated, grouped and punctuated for
 * the modal's locale, and its symbol; `0.00 ETH` when unknown or unavailable.
 */
export function formatBalance(
  balance: string | undefined,
  symbol: string | undefined,
  locale: string = QUANTITY_LOCALE,
): string {
  if (balance === undefined || balance === BALANCE_FALLBACK.value)
    return `${BALANCE_FALLBACK.value} ${symbol ?? BALANCE_FALLBACK.symbol}`
  return `${formatQuantity(balance, locale)} ${symbol ?? ''}`.trim()
}

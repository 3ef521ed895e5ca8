import { EmptyState, ErrorState, SkeletonRows, TokenListItem } from '@airlock/ui'
import type { ReactElement } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { QUANTITY_LOCALE } from '../../internal/formatBalance'

// Made on first use, not when the module loads: the first currency `Intl.NumberFormat` of a page
// costs ~15 ms (V8 loads its locale data), and this module is evaluated when the modal opens.
let usd: Intl.NumberFormat | undefined
const formatUsd = (value: number): string => {
  usd ??= new Intl.NumberFormat(QUANTITY_LOCALE, { style: 'currency', currency: 'USD' })
  return usd.format(value)
}

/**
 * The Tokens tab: the account's balances as core keeps them (`state.send.tokenBalances`, filled
 * by `fetchBalance` from the Blockchain API; 0-decimal tokens already dropped, SPEC.md §5), each
 * quantity with 3 decimals (SPEC.md §9), with loading, empty and unavailable states.
 */
export function TokensTab(): ReactElement {
  const { core, messages } = useAirlockInstance()
  const { tokenBalances, balancesStatus } = useSnapshot(core.state.send)
  if (balancesStatus === 'idle' || (balancesStatus === 'loading' && tokenBalances.length === 0))
    return <SkeletonRows count={3} label={messages.loadingTokens} />
  if (balancesStatus === 'failed') return <ErrorState title={messages.tokenBalanceUnavailable} />
  if (tokenBalances.length === 0) return <EmptyState title={messages.noTokens} />
  return (
    <ul className="al-list" aria-label={messages.tokensTab}>
      {tokenBalances.map((balance) => (
        <li key={`${balance.chainId}:${balance.address ?? balance.symbol}`}>
          <TokenListItem
            name={balance.name}
            symbol={balance.symbol}
            quantity={balance.quantity.numeric}
            value={formatUsd(balance.value)}
            iconSrc={balance.iconUrl || undefined}
            locale={QUANTITY_LOCALE}
          />
        </li>
      ))}
    </ul>
  )
}

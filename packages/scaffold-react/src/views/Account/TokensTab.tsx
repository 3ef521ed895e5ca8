import { EmptyState, ErrorState, SkeletonRows, TokenListItem } from '@airlock/ui'
import type { ReactElement } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { formatUsd } from '../../internal/formatUsd'

/**
 * The Tokens tab: the account's balances as core keeps them (`state.send.tokenBalances`, filled by
 * `fetchBalance` from the Blockchain API; 0-decimal tokens already dropped), each quantity with 3
 * decimals and its dollar value in the modal's locale, with loading, empty and unavailable states.
 */
export function TokensTab(): ReactElement {
  const { core, messages, locale } = useAirlockInstance()
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
            value={formatUsd(balance.value, locale)}
            iconSrc={balance.iconUrl || undefined}
            locale={locale}
          />
        </li>
      ))}
    </ul>
  )
}

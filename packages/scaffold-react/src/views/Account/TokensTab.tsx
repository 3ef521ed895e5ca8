import { EmptyState, ErrorState, SkeletonRows, TokenListItem } from '@airlock/ui'
import type { ReactElement } from 'react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { useApiClients } from '../../internal/useApiClients'
import { useTokenBalances } from './useTokenBalances'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** The Tokens tab: balances from the cloud, with loading, empty and unavailable states. */
export function TokensTab({
  address,
  chainId,
}: {
  address: string
  chainId: string
}): ReactElement {
  const { messages } = useAirlockInstance()
  const { balances, status } = useTokenBalances(useApiClients(), address, chainId)
  if (status === 'loading') return <SkeletonRows count={3} label={messages.loadingTokens} />
  if (status === 'failed') return <ErrorState title={messages.tokenBalanceUnavailable} />
  if (balances.length === 0) return <EmptyState title={messages.noTokens} />
  return (
    <ul className="al-list" aria-label={messages.tokensTab}>
      {balances.map((balance) => (
        <li key={`${balance.chainId}:${balance.address ?? balance.symbol}`}>
          <TokenListItem
            name={balance.name}
            symbol={balance.symbol}
            quantity={balance.quantity.numeric}
            value={usd.format(balance.value)}
            iconSrc={balance.iconUrl || undefined}
            locale="en-US"
          />
        </li>
      ))}
    </ul>
  )
}

import { filterTransactions, getTransactionHistory, type Transaction } from '@airlock/core'
import { EmptyState, ErrorState, SkeletonRows, TransactionListItem } from '@airlock/ui'
import { type ReactElement, useEffect, useState } from 'react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { useApiClients } from '../../internal/useApiClients'

type History = { transactions: Transaction[]; status: 'loading' | 'ready' | 'failed' }

/**
 * The Activity tab (the history feature, its own chunk): the account's transactions on the active
 * chain, all-spam ones dropped (SPEC.md §5). Its first page; paging arrives with the history issue.
 */
export default function HistoryFeature({
  address,
  chainId,
}: {
  address: string
  chainId: string
}): ReactElement {
  const { messages } = useAirlockInstance()
  const { api } = useApiClients()
  const [history, setHistory] = useState<History>({ transactions: [], status: 'loading' })
  useEffect(() => {
    const controller = new AbortController()
    getTransactionHistory(api, { address, chainId, signal: controller.signal }).then(
      ({ data }) =>
        setHistory({ transactions: filterTransactions(data, chainId), status: 'ready' }),
      () => {
        if (!controller.signal.aborted) setHistory({ transactions: [], status: 'failed' })
      },
    )
    return () => controller.abort()
  }, [api, address, chainId])

  if (history.status === 'loading')
    return <SkeletonRows count={3} label={messages.loadingActivity} />
  if (history.status === 'failed') return <ErrorState title={messages.somethingWentWrong} />
  if (history.transactions.length === 0) return <EmptyState title={messages.noActivity} />
  return (
    <ul className="al-list" aria-label={messages.activityTab}>
      {history.transactions.map((transaction) => {
        const direction = directionOf(transaction, address)
        return (
          <li key={transaction.id}>
            <TransactionListItem
              direction={direction}
              status="confirmed"
              title={
                direction === 'out'
                  ? messages.sent
                  : direction === 'in'
                    ? messages.received
                    : messages.transaction
              }
              date={transaction.metadata.minedAt}
              locale="en-US"
            />
          </li>
        )
      })}
    </ul>
  )
}

// The wire's `metadata.sentFrom` / `sentTo` (Blockchain API history) tell the direction.
function directionOf(transaction: Transaction, address: string): 'in' | 'out' | 'self' {
  const from = String(transaction.metadata.sentFrom ?? '').toLowerCase()
  const to = String(transaction.metadata.sentTo ?? '').toLowerCase()
  const me = address.toLowerCase()
  if (from === me && to !== me) return 'out'
  if (to === me && from !== me) return 'in'
  return 'self'
}

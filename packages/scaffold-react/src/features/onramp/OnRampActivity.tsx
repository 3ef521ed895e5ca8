import {
  fetchTransactions,
  getAccount,
  type Transaction,
  type TransactionsState,
} from '@airlock/core'
import { EmptyState, SkeletonRows, TransactionListItem } from '@airlock/ui'
import { type ReactElement, useEffect } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { QUANTITY_LOCALE } from '../../internal/formatBalance'
import { toListItem } from '../../views/Transactions/toListItem'

/**
 * OnRampActivity: the account's purchases on the active network, from core's transaction store
 * (the history's `buy` entries and the on-ramp history, `onramp=coinbase`), newest first.
 */
export default function OnRampActivity(): ReactElement {
  const { core, messages, locale } = useAirlockInstance()
  const snapshot = useSnapshot(core.state)
  const store = snapshot.transactions as Readonly<TransactionsState> | undefined
  const address = getAccount(core, snapshot.chain.activeNamespace)?.address ?? ''

  useEffect(() => {
    fetchTransactions(core, { reset: true }).catch(() => undefined)
  }, [core])

  if (!store || (store.loading && store.transactions.length === 0))
    return <SkeletonRows count={3} label={messages.loadingActivity} />
  const seen = new Set<string>()
  const purchases = [...store.coinbaseTransactions, ...store.transactions]
    .filter((transaction) => {
      const buy = (transaction.metadata as { operationType?: string }).operationType === 'buy'
      if (!buy || seen.has(transaction.id)) return false
      seen.add(transaction.id)
      return true
    })
    .sort((a, b) => Date.parse(b.metadata.minedAt) - Date.parse(a.metadata.minedAt))
  if (purchases.length === 0) return <EmptyState title={messages.onrampNoPurchases} />
  return (
    <div className="al-stack" data-testid="onramp-activity">
      {purchases.map((transaction) => (
        <TransactionListItem
          key={transaction.id}
          {...toListItem(transaction as Transaction, address, messages, locale ?? QUANTITY_LOCALE)}
          locale={locale ?? QUANTITY_LOCALE}
        />
      ))}
    </div>
  )
}

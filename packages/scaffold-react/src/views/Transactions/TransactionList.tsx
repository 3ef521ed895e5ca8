import { fetchTransactions, type TransactionsState } from '@airlock/core'
import {
  EmptyState,
  ErrorState,
  SkeletonRows,
  TransactionListItem,
  useAirlockStyles,
} from '@airlock/ui'
import { type ReactElement, useEffect, useRef } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { QUANTITY_LOCALE } from '../../internal/formatBalance'
import { toListItem } from './toListItem'

const activityCss = `
.al-activity { display: flex; flex-direction: column; gap: 8px; width: 100%; text-align: start; }
.al-activity section { display: flex; flex-direction: column; gap: 6px; }
.al-activity-heading {
  margin: 4px 0 0; font-size: var(--al-i-text-xs); font-weight: 600; color: var(--al-text-muted);
}
.al-activity-end { height: 1px; }
`

export type TransactionListProps = {
  /** The connected account. */
  address: string
  /** The active network (CAIP-2): a new one starts a new list. */
  chainId: string
}

/**
 * The account's transactions on the active network from core's transaction store, every page:
 * the first is fetched when the list shows, the next when its end scrolls into view (infinite
 * scroll, by the history's cursor). Grouped under a month-and-year heading, newest first; loading,
 * `No activity yet` and `Failed to fetch transactions` (with Try again) states. The Account view's
 * Activity tab and the Transactions view both show it.
 *
 * @example
 * <TransactionList address={address} chainId="eip155:1" />
 */
export function TransactionList({ address, chainId }: TransactionListProps): ReactElement {
  const { core, messages, locale } = useAirlockInstance()
  useAirlockStyles(activityCss)
  const snapshot = useSnapshot(core.state)
  const store = snapshot.transactions as Readonly<TransactionsState> | undefined
  const mine = store?.for === `${chainId}:${address}` ? store : undefined

  // A fresh first page each time the list shows (a send since is at the top), and for each
  // account and network; concurrent calls (StrictMode's second mount) share core's request.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the account and network are the trigger
  useEffect(() => {
    fetchTransactions(core, { reset: true }).catch(() => undefined)
  }, [core, address, chainId])

  const end = useRef<HTMLDivElement>(null)
  const next = mine?.next
  const loading = mine?.loading ?? true
  // Observed again after every page: a page that added nothing visible (all spam) leaves the end
  // in view, and the observer reports it at once.
  useEffect(() => {
    const target = end.current
    if (!target || loading || next === undefined || typeof IntersectionObserver === 'undefined')
      return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting))
        fetchTransactions(core).catch(() => undefined)
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [core, next, loading])

  if (!mine || (mine.loading && mine.transactions.length === 0 && !mine.empty))
    return <SkeletonRows count={3} label={messages.loadingActivity} />
  if (mine.failed)
    return (
      <ErrorState
        title={messages.failedToFetchTransactions}
        actionLabel={messages.tryAgain}
        onAction={() => fetchTransactions(core, { reset: true }).catch(() => undefined)}
      />
    )
  if (mine.empty) return <EmptyState title={messages.noActivity} />

  const monthFormat = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' })
  const years = Object.keys(mine.transactionsByYear)
    .map(Number)
    .sort((a, b) => b - a)
  return (
    <section className="al-activity" aria-label={messages.activityTab}>
      {years.flatMap((year) => {
        const months = mine.transactionsByYear[year] ?? {}
        return Object.keys(months)
          .map(Number)
          .sort((a, b) => b - a)
          .map((month) => {
            const heading = monthFormat.format(new Date(year, month, 1))
            return (
              <section key={`${year}-${month}`} aria-label={heading}>
                <h3 className="al-activity-heading">{heading}</h3>
                <ul className="al-list">
                  {(months[month] ?? []).map((transaction) => (
                    <li key={transaction.id}>
                      <TransactionListItem
                        {...toListItem(transaction, address, messages, locale || QUANTITY_LOCALE)}
                        locale={locale || QUANTITY_LOCALE}
                      />
                    </li>
                  ))}
                </ul>
              </section>
            )
          })
      })}
      {next !== undefined ? <div ref={end} className="al-activity-end" /> : null}
      {mine.loading ? <SkeletonRows count={2} label={messages.loadingMoreActivity} /> : null}
    </section>
  )
}

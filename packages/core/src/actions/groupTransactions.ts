import type { TransactionsByYear } from '../state/transactionsState'
import type { Transaction } from '../validation/types'

/**
 * Groups transactions by the year, then the month (0-11), they were mined in, in local time;
 * each month keeps the order it was given (newest first).
 * Transactions without a readable `minedAt` are left out.
 *
 * @example
 * groupTransactions(transactions)[2026]?.[10] // November 2026's transactions
 */
export function groupTransactions(transactions: readonly Transaction[]): TransactionsByYear {
  const grouped: TransactionsByYear = {}
  for (const transaction of transactions) {
    const mined = new Date(transaction.metadata.minedAt)
    if (Number.isNaN(mined.getTime())) continue
    const year = mined.getFullYear()
    const months = grouped[year] ?? {}
    grouped[year] = months
    const month = mined.getMonth()
    const list = months[month] ?? []
    months[month] = list
    list.push(transaction)
  }
  return grouped
}

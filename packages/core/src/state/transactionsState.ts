import type { CaipAddress, CaipNetworkId } from '../caip/types'
import type { Transaction } from '../validation/types'

/** An account's transactions grouped by year, then month (0-11, local time). */
export type TransactionsByYear = Record<number, Record<number, Transaction[]>>

/**
 * Transaction store: the pages fetched so far for one account on
 * one network, created by the first `fetchTransactions` (not in the first load).
 */
export type TransactionsState = {
  /** Transactions of the pages fetched so far, newest first; spam-only ones dropped. */
  transactions: Transaction[]
  /** On-ramp purchases (`onramp=coinbase`), kept apart and listed with the rest. */
  coinbaseTransactions: Transaction[]
  /** `transactions` and `coinbaseTransactions` grouped by year, then month. */
  transactionsByYear: TransactionsByYear
  loading: boolean
  /** A fetch finished and there is nothing to show (also after a failed fetch). */
  empty: boolean
  /** Cursor of the next page; `undefined` before the first page and after the last. */
  next: string | undefined
  /** The network the list belongs to; another network starts a new list. */
  lastNetworkInView: CaipNetworkId | undefined
  /** The account and network the list belongs to. */
  for: CaipAddress | undefined
  /** The last fetch failed (`Failed to fetch transactions`). */
  failed: boolean
}

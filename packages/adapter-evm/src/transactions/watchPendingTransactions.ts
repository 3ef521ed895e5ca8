import { MAX_PENDING_TRANSACTIONS, PENDING_TRANSACTIONS_POLL_MS } from '@airlock/core'

/** A transaction sent and not yet in a block. */
export type PendingTransaction = { hash: string; chainId: number }

/** A watched transaction that made it into a block. */
export type SettledTransaction = PendingTransaction & { status: 'success' | 'reverted' }

export type WatchPendingTransactionsParameters = {
  /** The transaction's outcome, or `undefined` while it is pending (or cannot be read now). */
  getReceipt(
    transaction: PendingTransaction,
  ): Promise<{ status: 'success' | 'reverted' } | undefined>
  /** Called after a poll with the transactions that settled since the previous one. */
  onSettled(transactions: readonly SettledTransaction[]): void
  /** Default 30000 ms (SPEC.md §9). */
  intervalMs?: number
  /** At most this many are watched; adding more forgets the oldest. Default 99 (SPEC.md §9). */
  max?: number
}

export type PendingTransactionsWatcher = {
  /** Starts watching `transaction` (polling starts if it was idle). */
  add(transaction: PendingTransaction): void
  /** The transactions still watched, the oldest first. */
  pending(): readonly PendingTransaction[]
  /** Polls now; the next poll is one interval later. */
  poll(): Promise<void>
  /** Stops polling and forgets every transaction. */
  stop(): void
}

/**
 * Watches pending transactions (SPEC.md §9: every 30000 ms, at most 99): each poll reads the
 * receipts, drops the settled transactions and reports them to `onSettled` (where a dapp refreshes
 * its balances). A timer runs only while something is pending, so an idle page or a server render
 * holds none.
 *
 * @example
 * const watcher = watchPendingTransactions({ getReceipt, onSettled: () => fetchBalance(core) })
 * watcher.add({ hash, chainId: 1 })
 */
export function watchPendingTransactions(
  parameters: WatchPendingTransactionsParameters,
): PendingTransactionsWatcher {
  const intervalMs = parameters.intervalMs ?? PENDING_TRANSACTIONS_POLL_MS
  const max = parameters.max ?? MAX_PENDING_TRANSACTIONS
  let pending: PendingTransaction[] = []
  let timer: ReturnType<typeof setTimeout> | undefined

  const schedule = (): void => {
    if (timer !== undefined || pending.length === 0) return
    timer = setTimeout(() => {
      timer = undefined
      void poll()
    }, intervalMs)
  }

  const poll = async (): Promise<void> => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    const watched = pending
    const outcomes = await Promise.all(
      watched.map((transaction) => parameters.getReceipt(transaction).catch(() => undefined)),
    )
    const settled: SettledTransaction[] = []
    watched.forEach((transaction, index) => {
      const outcome = outcomes[index]
      if (outcome) settled.push({ ...transaction, status: outcome.status })
    })
    // Transactions added while this poll awaited stay; only the settled ones leave.
    pending = pending.filter(
      (transaction) => !settled.some((done) => done.hash === transaction.hash),
    )
    if (settled.length > 0) parameters.onSettled(settled)
    schedule()
  }

  return {
    add(transaction) {
      if (pending.some((item) => item.hash === transaction.hash)) return
      pending = [...pending, transaction].slice(-max)
      schedule()
    },
    pending: () => pending,
    poll,
    stop() {
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
      pending = []
    },
  }
}

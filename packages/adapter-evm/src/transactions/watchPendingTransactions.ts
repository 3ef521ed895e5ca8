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
  /**
   * Called after a poll with the watched transactions that settled since the previous one, or
   * with none when the account's own transaction count rose (sent from elsewhere: the dapp's own
   * calls, the wallet's app, another device).
   */
  onSettled(transactions: readonly SettledTransaction[]): void
  /**
   * The account to follow and its confirmed transaction count (`undefined` when none is
   * connected). While it answers, polling runs even with nothing watched; a count higher than at
   * the previous poll of the same account means its transactions settled.
   */
  getAccountNonce?(): Promise<{ account: string; nonce: number } | undefined>
  /** Default 30000 ms. */
  intervalMs?: number
  /** At most this many are watched; adding more forgets the oldest. Default 99. */
  max?: number
}

export type PendingTransactionsWatcher = {
  /** Starts watching `transaction` (polling starts if it was idle). */
  add(transaction: PendingTransaction): void
  /** Starts following the account `getAccountNonce` names (polling starts if it was idle). */
  followAccount(): void
  /** The transactions still watched, the oldest first. */
  pending(): readonly PendingTransaction[]
  /** Polls now; the next poll is one interval later. */
  poll(): Promise<void>
  /** Stops polling and forgets every transaction. */
  stop(): void
}

/**
 * Watches pending transactions (every 30000 ms, at most 99): each poll reads the
 * receipts, drops the settled transactions and reports them to `onSettled` (where a dapp refreshes
 * its balances). With `getAccountNonce`, it also follows the connected account, so transactions
 * sent around the kit count too. A timer runs only while something is pending or an account is
 * followed, so an idle page or a server render holds none.
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
  // The account followed and its count at the previous poll; polling stops when none answers.
  let followed: { account: string; nonce: number } | undefined
  let following = false

  const readNonce = async (): Promise<{ account: string; nonce: number } | undefined> =>
    parameters.getAccountNonce?.().catch(() => followed)

  const schedule = (): void => {
    if (timer !== undefined || (pending.length === 0 && !following)) return
    timer = setTimeout(() => {
      timer = undefined
      void poll()
    }, intervalMs)
  }

  const poll = async (): Promise<void> => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    const watched = pending
    const [outcomes, nonce] = await Promise.all([
      Promise.all(
        watched.map((transaction) => parameters.getReceipt(transaction).catch(() => undefined)),
      ),
      following ? readNonce() : undefined,
    ])
    const moved =
      nonce !== undefined &&
      followed !== undefined &&
      nonce.account === followed.account &&
      nonce.nonce > followed.nonce
    if (following) {
      followed = nonce
      following = nonce !== undefined
    }
    const settled: SettledTransaction[] = []
    watched.forEach((transaction, index) => {
      const outcome = outcomes[index]
      if (outcome) settled.push({ ...transaction, status: outcome.status })
    })
    // Transactions added while this poll awaited stay; only the settled ones leave.
    pending = pending.filter(
      (transaction) => !settled.some((done) => done.hash === transaction.hash),
    )
    if (settled.length > 0 || moved) parameters.onSettled(settled)
    schedule()
  }

  return {
    add(transaction) {
      if (pending.some((item) => item.hash === transaction.hash)) return
      pending = [...pending, transaction].slice(-max)
      schedule()
    },
    followAccount() {
      if (!parameters.getAccountNonce) return
      following = true
      // The count now is the baseline: only what settles from here on is news.
      void readNonce().then((nonce) => {
        if (following && followed?.account !== nonce?.account) followed = nonce
      })
      schedule()
    },
    pending: () => pending,
    poll,
    stop() {
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
      pending = []
      following = false
      followed = undefined
    },
  }
}

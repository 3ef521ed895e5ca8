import type { CaipAddress } from '../caip/types'
import { TrackedEvents } from '../constants/events'
import type { AirlockCore } from '../createAirlockCore'
import { TransactionsAccountAddressRequiredError } from '../errors/transactions'
import { getApiClient } from '../http/getApiClient'
import type { TransactionsState } from '../state/transactionsState'
import { filterTransactions } from '../validation/filterTransactions'
import type { Transaction } from '../validation/types'
import { getAccount } from './getAccount'
import { groupTransactions } from './groupTransactions'
import { trackEvent } from './trackEvent'

export type FetchTransactionsParameters = {
  /** Start again from the first page (after a send, say). */
  reset?: boolean
}

export type FetchTransactionsErrorType = TransactionsAccountAddressRequiredError

const pending = new WeakMap<AirlockCore, { key: string; request: Promise<TransactionsState> }>()
// One token per list: an answer for a list that was started again since is not shown.
const lists = new WeakMap<AirlockCore, object>()

/**
 * Fetches the next page of the connected account's transactions on the active network into
 * `state.transactions`: `GET /v1/account/{address}/history` with
 * the `next` cursor of the page before, transactions of other chains and those whose
 * transfers are all NFT spam dropped, grouped by year then month. The first page also
 * reads the on-ramp purchases (`onramp=coinbase`, no-cache). Another account or network starts a
 * new list; after the last page (`next` null) it does nothing. History is eip155 only:
 * on another namespace the list is empty. A failed fetch empties the list, sets `failed` and
 * tracks `ERROR_FETCH_TRANSACTIONS` (`Failed to fetch transactions`). Concurrent calls
 * share one request. Throws only without an account.
 *
 * @example
 * const { transactions, next } = await fetchTransactions(core)
 * if (next) await fetchTransactions(core) // the next page
 */
export async function fetchTransactions(
  core: AirlockCore,
  parameters: FetchTransactionsParameters = {},
): Promise<TransactionsState> {
  const { chain } = core.state
  const network = chain.activeNetwork
  const address = getAccount(core, chain.activeNamespace)?.address
  if (address === undefined) throw new TransactionsAccountAddressRequiredError()
  const owner: CaipAddress = `${network.caipNetworkId}:${address}`
  const state = ensureTransactions(core)
  const fresh = parameters.reset === true || state.for !== owner
  const key = `${owner}${fresh ? '!' : `#${state.next ?? ''}`}`
  const inFlight = pending.get(core)
  if (inFlight?.key === key || (inFlight && !fresh && inFlight.key.startsWith(owner)))
    return inFlight.request
  if (fresh) {
    lists.set(core, {})
    Object.assign(state, {
      transactions: [],
      coinbaseTransactions: [],
      transactionsByYear: {},
      empty: false,
      next: undefined,
      failed: false,
      for: owner,
      lastNetworkInView: network.caipNetworkId,
    } satisfies Partial<TransactionsState>)
  } else if (state.next === undefined) {
    // The last page is in (or the list failed): nothing more to ask for.
    return state
  }
  if (network.chainNamespace !== 'eip155') {
    Object.assign(state, { loading: false, empty: true })
    return state
  }
  state.loading = true
  const list = lists.get(core)
  const cursor = fresh ? undefined : state.next
  const request = loadPage(core, address, network.caipNetworkId, cursor).then(
    ({ page, next, onramp }) => {
      // The account or network moved on while this was in flight: its answer is not shown.
      if (lists.get(core) !== list) return state
      const transactions = [...state.transactions]
      const seen = new Set(transactions.map((transaction) => transaction.id))
      for (const transaction of page) {
        if (seen.has(transaction.id)) continue
        seen.add(transaction.id)
        transactions.push(transaction)
      }
      // A purchase the history lists as well is shown once.
      const coinbaseTransactions = (onramp ?? state.coinbaseTransactions).filter(
        (transaction) => !seen.has(transaction.id),
      )
      Object.assign(state, {
        transactions,
        coinbaseTransactions,
        transactionsByYear: groupTransactions(byNewest([...coinbaseTransactions, ...transactions])),
        next: next ?? undefined,
        loading: false,
        empty: transactions.length === 0 && coinbaseTransactions.length === 0,
        failed: false,
      } satisfies Partial<TransactionsState>)
      return state
    },
    (error: unknown) => {
      if (lists.get(core) !== list) return state
      Object.assign(state, {
        transactions: [],
        coinbaseTransactions: [],
        transactionsByYear: {},
        next: undefined,
        loading: false,
        empty: true,
        failed: true,
      } satisfies Partial<TransactionsState>)
      trackEvent(core, {
        event: TrackedEvents.ERROR_FETCH_TRANSACTIONS,
        properties: {
          address,
          projectId: core.options.projectId ?? '',
          cursor: cursor ?? null,
          message: error instanceof Error ? error.message : String(error),
        },
      })
      return state
    },
  )
  pending.set(core, { key, request })
  try {
    return await request
  } finally {
    if (pending.get(core)?.request === request) pending.delete(core)
  }
}

/** The store, created (empty) on first use. */
function ensureTransactions(core: AirlockCore): TransactionsState {
  if (!core.state.transactions)
    core.state.transactions = {
      transactions: [],
      coinbaseTransactions: [],
      transactionsByYear: {},
      loading: false,
      empty: false,
      next: undefined,
      lastNetworkInView: undefined,
      for: undefined,
      failed: false,
    }
  // Read back through the proxy: valtio proxies a copy, so writes must go to what it holds.
  return core.state.transactions as TransactionsState
}

async function loadPage(
  core: AirlockCore,
  address: string,
  chainId: string,
  cursor: string | undefined,
): Promise<{ page: Transaction[]; next: string | null; onramp: Transaction[] | undefined }> {
  // The client and its schemas load on first use: a dapp importing this keeps its first load.
  const { getTransactionHistory } = await import('../api/blockchain/getTransactionHistory')
  const client = getApiClient(core, 'api')
  const [history, onramp] = await Promise.all([
    getTransactionHistory(client, { address, chainId, cursor }),
    // On-ramp purchases: read with the first page; a failure there does not hide the history.
    cursor === undefined
      ? getTransactionHistory(client, { address, chainId, onramp: 'coinbase' }).then(
          ({ data }) => filterTransactions(data, chainId),
          () => [],
        )
      : undefined,
  ])
  return { page: filterTransactions(history.data, chainId), next: history.next, onramp }
}

function byNewest(transactions: Transaction[]): Transaction[] {
  return transactions.sort(
    (a, b) => Date.parse(b.metadata.minedAt) - Date.parse(a.metadata.minedAt),
  )
}

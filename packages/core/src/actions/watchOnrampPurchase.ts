import type { AirlockCore } from '../createAirlockCore'
import { getApiClient } from '../http/getApiClient'
import type { OnrampPurchase } from '../state/onrampState'
import type { Transaction } from '../validation/types'
import { fetchBalance } from './fetchBalance'
import { fetchTransactions } from './fetchTransactions'
import { ONRAMP_WATCH_MS } from './onrampRedirect'

/** How often the purchase's arrival is checked while it is waited for. */
export const ONRAMP_POLL_MS: number = 2000

const stops = new WeakMap<AirlockCore, () => void>()

export type WatchOnrampPurchaseParameters = {
  purchase: OnrampPurchase
  /** The provider page: its origin alone may post the completion. */
  url: string
  /** The provider's window, when there is one: only it may post. */
  popup: Window | null
  address: string
  caipNetworkId: string
  /** The on-ramp history ids from before the purchase; read at the first check when absent. */
  seen?: Set<string> | undefined
}

/**
 * Waits for a purchase (internal to the on-ramp actions): the provider page's `postMessage`, or,
 * every 2 s, a new confirmed entry in the account's on-ramp history, for at most 30 minutes; then
 * marks it `completed` and fetches balances and Activity again. Replaces any earlier wait.
 */
export function watchOnrampPurchase(
  core: AirlockCore,
  { purchase, url, popup, address, caipNetworkId, seen: known }: WatchOnrampPurchaseParameters,
): void {
  stopOnrampWatch(core)
  const origin = new URL(url).origin
  let seen = known
  let stopped = false
  const complete = (details: {
    txHash?: string
    purchaseAmount?: { value: string; currency: string }
  }) => {
    if (stopped) return
    stop()
    Object.assign(purchase, { phase: 'completed', ...details })
    void fetchBalance(core, { force: true }).catch(() => undefined)
    void fetchTransactions(core, { reset: true }).catch(() => undefined)
  }
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin) return
    if (popup && event.source !== popup) return
    const data = event.data as {
      type?: unknown
      status?: unknown
      txHash?: unknown
      purchaseAmount?: unknown
    }
    if (data?.type !== 'airlock:onramp' || data.status !== 'completed') return
    complete({
      ...(typeof data.txHash === 'string' ? { txHash: data.txHash } : {}),
      ...(isAmount(data.purchaseAmount) ? { purchaseAmount: data.purchaseAmount } : {}),
    })
  }
  const poll = async () => {
    try {
      const ids = await readOnrampHistory(core, address, caipNetworkId)
      if (!seen) {
        seen = new Set(ids.map((transaction) => transaction.id))
        return
      }
      const fresh = ids.find((transaction) => !seen?.has(transaction.id))
      if (!fresh) return
      const transfer = fresh.transfers[0] as
        | { quantity?: { numeric?: string }; fungible_info?: { symbol?: string } }
        | undefined
      complete({
        txHash: String((fresh.metadata as { hash?: unknown }).hash ?? ''),
        ...(transfer?.quantity?.numeric
          ? {
              purchaseAmount: {
                value: transfer.quantity.numeric,
                currency: transfer.fungible_info?.symbol ?? '',
              },
            }
          : {}),
      })
    } catch {
      // A failed check is tried again at the next tick.
    }
  }
  globalThis.addEventListener?.('message', onMessage)
  void poll()
  const timer = setInterval(() => void poll(), ONRAMP_POLL_MS)
  const deadline = setTimeout(() => stop(), ONRAMP_WATCH_MS)
  const stop = () => {
    stopped = true
    clearInterval(timer)
    clearTimeout(deadline)
    globalThis.removeEventListener?.('message', onMessage)
    if (stops.get(core) === stop) stops.delete(core)
  }
  stops.set(core, stop)
}

/** Stops the wait of {@link watchOnrampPurchase}, if any. */
export function stopOnrampWatch(core: AirlockCore): void {
  stops.get(core)?.()
  stops.delete(core)
}

/** The account's confirmed on-ramp purchases on the network, newest first. */
export async function readOnrampHistory(
  core: AirlockCore,
  address: string,
  caipNetworkId: string,
): Promise<Transaction[]> {
  const { getTransactionHistory } = await import('../api/blockchain/getTransactionHistory')
  const { data } = await getTransactionHistory(getApiClient(core, 'api'), {
    address,
    chainId: caipNetworkId,
    onramp: 'coinbase',
  })
  return (data as Transaction[]).filter(
    (transaction) => (transaction.metadata as { status?: unknown }).status === 'confirmed',
  )
}

function isAmount(value: unknown): value is { value: string; currency: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { value?: unknown }).value === 'string' &&
    typeof (value as { currency?: unknown }).currency === 'string'
  )
}

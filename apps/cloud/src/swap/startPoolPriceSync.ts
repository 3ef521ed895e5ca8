import type { Store } from '@airlock/store'
import type { ChainsHandle, RunningChain } from '../server/types'
import { readPoolPrices } from './readPoolPrices'

/** Milliseconds between two reads of the pools for the `prices` table. */
export const POOL_PRICE_SYNC_INTERVAL_MS = 1_000

/** A running sync of the `prices` table from the pools. */
export type PoolPriceSync = {
  /** Reads every chain's pools now and writes the prices that changed. */
  syncNow(): Promise<void>
  stop(): Promise<void>
}

/**
 * Keeps the `prices` table equal to the pools' USD prices (`readPoolPrices`), so that what reads
 * the table (history values, the on-ramp's quote) agrees with balances and `/v1/fungible/price`,
 * which read the pools live. Every `intervalMs` (default `POOL_PRICE_SYNC_INTERVAL_MS`, 1 s) it
 * reads each chain's reserves and upserts the prices that moved; a chain without pools, or a node
 * that does not answer, is left as it is until the next round. Idempotent, so processes sharing
 * one database may all run it.
 *
 * @example
 * const sync = startPoolPriceSync({ chains, store })
 * await sync.syncNow()
 * await sync.stop()
 */
export function startPoolPriceSync({
  chains,
  store,
  intervalMs = POOL_PRICE_SYNC_INTERVAL_MS,
}: {
  chains: ChainsHandle
  store: Store
  intervalMs?: number
}): PoolPriceSync {
  const written = new Map<number, Map<string, number>>()
  let queue: Promise<void> = Promise.resolve()
  let busy = false
  let stopped = false

  const syncChain = async (chain: RunningChain) => {
    const prices = await readPoolPrices(chain)
    const last = written.get(chain.chainId) ?? new Map<string, number>()
    const changed = [...prices].filter(([address, price]) => last.get(address) !== price)
    for (const [address, price] of changed)
      await store.query(
        `insert into prices (chain_id, address, currency, price) values ($1, $2, 'usd', $3)
         on conflict (chain_id, address, currency) do update set price = excluded.price, updated_at = now()`,
        [chain.chainId, address, String(price)],
      )
    written.set(chain.chainId, prices)
  }
  // Rounds run one after the other: one asked for after a trade reads the pools after it.
  const syncNow = () => {
    queue = queue.then(async () => {
      busy = true
      await Promise.allSettled(chains.chains.map(syncChain))
      busy = false
    })
    return queue
  }
  const timer = setInterval(() => {
    if (!stopped && !busy) void syncNow()
  }, intervalMs)
  timer.unref()
  return {
    syncNow,
    async stop() {
      stopped = true
      clearInterval(timer)
      await queue
    },
  }
}

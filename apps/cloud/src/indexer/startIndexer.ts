import type { Store } from '@airlock/store'
import type { CloudConfig } from '../config/types'
import type { ChainsHandle, RunningChain } from '../server/types'
import { type IndexStep, indexChainStep } from './indexChainStep'

export type StartIndexerParameters = {
  chains: Pick<ChainsHandle, 'chains'>
  store: Store
  /** Milliseconds between looks at a chain's head once caught up. Default 250. */
  pollIntervalMs?: number
  /**
   * Which chains are upstreams (`chains[].upstreamUrl`): one not seeded (`seedUpstream` unset)
   * is a real chain, and is followed from its head at the first start, not from genesis.
   */
  config?: Partial<Pick<CloudConfig, 'chains' | 'seedUpstream'>>
}

export type Indexer = {
  /** Stops following the chains and waits for the step in progress. */
  stop(): Promise<void>
  /** Resolves once every chain is indexed up to the head it had when this was called. */
  synced(): Promise<void>
}

/**
 * Follows every chain's blocks from the last indexed one (kept in the store, so a restart
 * resumes) and records their transfers, polling each head every `pollIntervalMs`. Steps of one
 * chain never overlap; a failing step (node restarting) is logged and retried on the next poll.
 * Processes sharing one Postgres may follow the same chains: their writes take turns (see
 * `indexChainStep`), and `synced()` means the store, whoever wrote it.
 *
 * @example
 * const indexer = await startIndexer({ chains, store })
 * await indexer.synced() // history now includes every mined transfer
 * await indexer.stop()
 */
export async function startIndexer({
  chains,
  store,
  pollIntervalMs = 250,
  config,
}: StartIndexerParameters): Promise<Indexer> {
  let running = true
  const fromHead = new Set(
    config?.seedUpstream
      ? []
      : (config?.chains ?? []).filter((c) => c.upstreamUrl).map((c) => c.chainId),
  )
  const followers = chains.chains.map((chain) => follow(chain, store))

  function follow(chain: RunningChain, store: Store) {
    let queue: Promise<unknown> = Promise.resolve()
    let timer: ReturnType<typeof setTimeout> | undefined
    let wake: (() => void) | undefined
    let lastError = ''

    // Steps run one after the other, whether the loop or synced() asked for them.
    const step = (): Promise<IndexStep> => {
      const next = queue.then(() =>
        indexChainStep(chain, store, { fromHead: fromHead.has(chain.chainId) }),
      )
      queue = next.catch(() => undefined)
      return next
    }

    const loop = (async () => {
      while (running) {
        let caughtUp = true
        try {
          const result = await step()
          caughtUp = result.indexed >= result.head
          lastError = ''
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error)
          // The same failure every 250 ms (a node being restarted) is logged once.
          if (running && message !== lastError)
            console.warn(`[indexer] chain ${chain.chainId}:`, message)
          lastError = message
        }
        if (running && caughtUp)
          await new Promise<void>((resolve) => {
            wake = resolve
            timer = setTimeout(resolve, pollIntervalMs)
          })
      }
    })()

    return {
      loop,
      // Each step reads the head after the call began, so catching up with it is enough; always
      // one step at least, since the chain may have gone back below what was indexed.
      synced: async () => {
        let result = await step()
        while (result.indexed < result.head) result = await step()
      },
      stop: () => {
        if (timer) clearTimeout(timer)
        wake?.()
      },
    }
  }

  return {
    synced: async () => {
      await Promise.all(followers.map((follower) => follower.synced()))
    },
    stop: async () => {
      running = false
      for (const follower of followers) follower.stop()
      await Promise.all(followers.map((follower) => follower.loop))
    },
  }
}

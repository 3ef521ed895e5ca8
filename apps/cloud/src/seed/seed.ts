import type { Store } from '@airlock/store'
import { rpcCall } from '../chains/rpcCall'
import type { CloudConfig } from '../config/types'
import type { ChainsHandle, RunningChain } from '../server/types'
import { isSeededOnChain } from './isSeededOnChain'
import { recordSeed } from './recordSeed'
import { runSeedTransactions } from './runSeedTransactions'
import { SEED_VERSION } from './seedTokens'

export type SeedParameters = {
  chains: ChainsHandle
  store: Store
  config?: Pick<CloudConfig, 'dataDir'>
}

/** What the seed did on one chain. */
export type SeedOutcome = {
  chainId: number
  action: 'kept' | 'recorded' | 'seeded' | 'reset-and-seeded'
}

/**
 * Seeds every chain once, deterministically: the tokens, the NFT collections (one flagged spam),
 * the transfers and the prices, on each chain and in the store. On later starts it checks the
 * chain and the store and does nothing. A chain that lost its seed (state file gone) is seeded
 * again; one left half-seeded by a crash is reset to genesis first; a store that lost its rows
 * gets them back without touching the chain.
 *
 * @example
 * await seed({ chains, store }) // seconds the first time, milliseconds afterwards
 */
export async function seed({ chains, store }: SeedParameters): Promise<SeedOutcome[]> {
  return Promise.all(chains.chains.map((chain) => seedChain(chain, store)))
}

async function seedChain(chain: RunningChain, store: Store): Promise<SeedOutcome> {
  const { rows } = await store.query<{ version: number }>(
    'select version from seed_state where chain_id = $1',
    [chain.chainId],
  )
  const recorded = rows[0]?.version === SEED_VERSION
  if (await isSeededOnChain(chain)) {
    if (recorded) return { chainId: chain.chainId, action: 'kept' }
    await recordSeed(store, chain.chainId)
    return { chainId: chain.chainId, action: 'recorded' }
  }
  const atGenesis = (await chain.client.getBlockNumber()) === 0n
  // Deterministic addresses need the deployer's nonces from zero: a partial seed starts over.
  if (!atGenesis) await rpcCall(chain.rpcUrl, 'anvil_reset', [])
  await runSeedTransactions(chain)
  await recordSeed(store, chain.chainId)
  return { chainId: chain.chainId, action: atGenesis ? 'seeded' : 'reset-and-seeded' }
}

import type { Store } from '@airlock/store'
import { DEPLOYER_ACCOUNT_INDEX } from '../chains/constants'
import { rpcCall } from '../chains/rpcCall'
import { testAccount } from '../chains/testAccount'
import type { CloudConfig } from '../config/types'
import { isNftSeedOnChain } from '../nfts/isNftSeedOnChain'
import { recordNftSeed } from '../nfts/recordNftSeed'
import { runNftSeedTransactions } from '../nfts/runNftSeedTransactions'
import type { ChainsHandle, RunningChain } from '../server/types'
import { isSeededOnChain } from './isSeededOnChain'
import { recordSeed } from './recordSeed'
import { runSeedTransactions } from './runSeedTransactions'
import { SeedError } from './SeedError'
import { SEED_VERSION } from './seedTokens'
import { ADVISORY_LOCKS, withAdvisoryLock } from './withAdvisoryLock'

export type SeedParameters = {
  chains: ChainsHandle
  store: Store
  /** Which chains are upstreams (`chains[].upstreamUrl`) and whether to seed them. */
  config?: Partial<Pick<CloudConfig, 'dataDir' | 'chains' | 'seedUpstream'>>
}

/** What the seed did on one chain (`skipped`: an upstream, not seeded without `seedUpstream`). */
export type SeedOutcome = {
  chainId: number
  action: 'kept' | 'recorded' | 'seeded' | 'reset-and-seeded' | 'skipped'
}

/**
 * Seeds every chain once, deterministically: the tokens, the NFT collections (one flagged spam),
 * the transfers and the prices, on each chain and in the store. On later starts it checks the
 * chain and the store and does nothing. A chain that lost its seed (state file gone) is seeded
 * again; one left half-seeded by a crash is reset to genesis first; a store that lost its rows
 * gets them back without touching the chain.
 *
 * An upstream chain (`config.chains[].upstreamUrl`) is a real chain and is not seeded unless
 * `config.seedUpstream` says it is a dev node (anvil with the test mnemonic and 11 accounts);
 * then it is seeded like a local one, except that a partly seeded upstream is refused rather
 * than reset. Each chain's seed holds a Postgres advisory lock, so processes sharing one
 * `DATABASE_URL` and one upstream seed it once: the later ones find it `kept`.
 *
 * @example
 * await seed({ chains, store }) // seconds the first time, milliseconds afterwards
 */
export async function seed({ chains, store, config }: SeedParameters): Promise<SeedOutcome[]> {
  const upstreams = new Set(
    (config?.chains ?? []).filter((c) => c.upstreamUrl).map((c) => c.chainId),
  )
  return Promise.all(
    chains.chains.map(async (chain): Promise<SeedOutcome> => {
      const upstream = upstreams.has(chain.chainId)
      if (upstream && !config?.seedUpstream) return { chainId: chain.chainId, action: 'skipped' }
      return withAdvisoryLock(store, ADVISORY_LOCKS.seed, chain.chainId, (tx) =>
        seedChain(chain, tx, upstream),
      )
    }),
  )
}

async function seedChain(
  chain: RunningChain,
  store: Store,
  upstream: boolean,
): Promise<SeedOutcome> {
  const { rows } = await store.query<{ version: number }>(
    'select version from seed_state where chain_id = $1',
    [chain.chainId],
  )
  const recorded = rows[0]?.version === SEED_VERSION
  // The NFT half (src/nfts) has its own minter account, so it never shifts the tokens' addresses.
  if ((await isSeededOnChain(chain)) && (await isNftSeedOnChain(chain))) {
    if (recorded) return { chainId: chain.chainId, action: 'kept' }
    await recordSeed(store, chain.chainId)
    await recordNftSeed(store, chain.chainId)
    return { chainId: chain.chainId, action: 'recorded' }
  }
  if (upstream) {
    // Not ours to reset: other processes (and people) may be using it. Deterministic addresses
    // only need the deployer's nonce at zero.
    const nonce = await chain.client.getTransactionCount({
      address: testAccount(DEPLOYER_ACCOUNT_INDEX),
    })
    if (nonce !== 0)
      throw new SeedError(
        `Chain ${chain.chainId}: the upstream node is partly seeded (deployer nonce ${nonce}); restart it empty, or unset AIRLOCK_SEED_UPSTREAM`,
      )
    await runSeedTransactions(chain)
    await runNftSeedTransactions(chain)
    await recordSeed(store, chain.chainId)
    await recordNftSeed(store, chain.chainId)
    return { chainId: chain.chainId, action: 'seeded' }
  }
  const atGenesis = (await chain.client.getBlockNumber()) === 0n
  // Deterministic addresses need the deployer's nonces from zero: a partial seed starts over.
  if (!atGenesis) await rpcCall(chain.rpcUrl, 'anvil_reset', [])
  await runSeedTransactions(chain)
  await runNftSeedTransactions(chain)
  await recordSeed(store, chain.chainId)
  await recordNftSeed(store, chain.chainId)
  return { chainId: chain.chainId, action: atGenesis ? 'seeded' : 'reset-and-seeded' }
}

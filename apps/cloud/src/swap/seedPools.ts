import type { SeedToken } from '../seed/seedTokens'

/** One pool the seed creates, with the liquidity the treasury (the deployer) puts in it. */
export type SeedPool = {
  /** `eth` for the native token (WETH in the pair), else a seeded ERC-20's key. */
  a: 'eth' | SeedToken['key']
  b: SeedToken['key']
  /** Whole units of `a` and `b`; their ratio is the seeded USD prices' ratio. */
  amountA: string
  amountB: string
}

/**
 * The pools of every local chain: ETH against each seeded ERC-20, and the stablecoin (USDC)
 * against the others, so that each token has a direct USD price. At 3150 USD per ETH, 2.5 per
 * AIR and 0.1 per WHOLE (`SEED_TOKENS`' `priceUsd`), which a test checks.
 */
export const SEED_POOLS: readonly SeedPool[] = [
  { a: 'eth', b: 'usdc', amountA: '300', amountB: '945000' },
  { a: 'eth', b: 'air', amountA: '100', amountB: '126000' },
  { a: 'eth', b: 'whole', amountA: '10', amountB: '315000' },
  { a: 'usdc', b: 'air', amountA: '250000', amountB: '100000' },
  { a: 'usdc', b: 'whole', amountA: '50000', amountB: '500000' },
]

/** The seeded ERC-20s that have pools (USDC, AIR, WHOLE), in seed order. */
export const POOL_TOKEN_KEYS: readonly SeedToken['key'][] = ['usdc', 'air', 'whole']

/**
 * The deployer's transactions of the swap seed: three deployments, a mint and an approval per
 * pooled token, one liquidity deposit per pool.
 */
export const SWAP_SEED_TRANSACTION_COUNT = 3 + 2 * POOL_TOKEN_KEYS.length + SEED_POOLS.length

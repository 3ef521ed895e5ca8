import { keccak256, parseUnits } from 'viem'
import { describe, expect, test } from 'vitest'
import { seedToken } from '../seed/seedToken'
import { NATIVE_PRICE_USD } from '../seed/seedTokens'
import { SEED_POOLS } from './seedPools'
import { PAIR_INIT_CODE_HASH } from './swapContracts'
import { uniswapBytecode } from './uniswapBytecode'

const usd = (key: string): number =>
  key === 'eth' ? Number(NATIVE_PRICE_USD) : Number(seedToken(key as 'usdc').priceUsd)

describe('the swap seed', () => {
  test('each pool holds equal USD on both sides at the seeded prices', () => {
    for (const pool of SEED_POOLS) {
      const a = Number(pool.amountA) * usd(pool.a)
      const b = Number(pool.amountB) * usd(pool.b)
      expect(a, `${pool.a}/${pool.b}`).toBeCloseTo(b, 6)
      // Whole units that the token's decimals can hold.
      expect(() => parseUnits(pool.amountB, seedToken(pool.b).decimals ?? 0)).not.toThrow()
    }
  })

  test('the published pair bytecode hashes to the init-code hash the router embeds', () => {
    expect(keccak256(uniswapBytecode('pair'))).toBe(PAIR_INIT_CODE_HASH)
    expect(uniswapBytecode('router')).toContain(PAIR_INIT_CODE_HASH.slice(2))
  })
})

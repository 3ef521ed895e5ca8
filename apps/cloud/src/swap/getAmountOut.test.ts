import { describe, expect, test } from 'vitest'
import { getAmountOut } from './getAmountOut'

describe('getAmountOut', () => {
  test('the constant-product formula with the 0.3 % fee, rounded down', () => {
    // 1000 in against 1000/1000: 997000 * 1000 / (1000 * 1000 + 997000) = 499.24… -> 499
    expect(getAmountOut(1000n, 1000n, 1000n)).toBe(499n)
    expect(getAmountOut(10n ** 18n, 300n * 10n ** 18n, 945_000n * 10n ** 6n)).toBe(3_130_147_476n)
  })

  test('nothing in, or an empty pool, gives nothing', () => {
    expect(getAmountOut(0n, 1000n, 1000n)).toBe(0n)
    expect(getAmountOut(5n, 0n, 1000n)).toBe(0n)
    expect(getAmountOut(5n, 1000n, 0n)).toBe(0n)
  })
})

import { formatUnits as viemFormatUnits } from 'viem'
import { describe, expect, test } from 'vitest'
import { InvalidDecimalNumberError } from '../errors/units'
import { formatUnits } from './formatUnits'
import { parseUnits } from './parseUnits'

describe('formatUnits', () => {
  test.each([
    [1_500_000n, 6, '1.5'],
    [0n, 18, '0'],
    [1n, 18, '0.000000000000000001'],
    [10n ** 18n, 18, '1'],
    [-1_500_000n, 6, '-1.5'],
    [-1n, 2, '-0.01'],
    [123n, 0, '123'],
    [1000n, 3, '1'],
    [1010n, 3, '1.01'],
    [123456789012345678901234567890n, 9, '123456789012345678901.23456789'],
  ])('%s with %i decimals is %s', (value, decimals, expected) => {
    expect(formatUnits(value, decimals)).toBe(expected)
  })

  test.each([-1, 0.5, Number.NaN])('decimals %d is refused', (decimals) => {
    expect(() => formatUnits(1n, decimals)).toThrow(InvalidDecimalNumberError)
  })

  test('gives what viem gave, and parseUnits reads it back to the same amount', () => {
    let seed = 11
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648
      return seed % n
    }
    for (let i = 0; i < 3000; i++) {
      const magnitude = BigInt(
        Array.from({ length: 1 + next(40) }, () => (next(3) === 0 ? '0' : String(next(10)))).join(
          '',
        ),
      )
      const value = next(5) === 0 ? -magnitude : magnitude
      const decimals = next(30)
      const text = formatUnits(value, decimals)
      expect(text, `${value} with ${decimals} decimals`).toBe(viemFormatUnits(value, decimals))
      expect(parseUnits(text, decimals)).toBe(value)
    }
  })
})

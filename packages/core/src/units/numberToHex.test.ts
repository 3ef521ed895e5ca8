import { numberToHex as viemNumberToHex } from 'viem'
import { describe, expect, test } from 'vitest'
import { IntegerOutOfRangeError } from '../errors/units'
import { numberToHex } from './numberToHex'

describe('numberToHex', () => {
  test.each([
    [0, '0x0'],
    [0n, '0x0'],
    [1, '0x1'],
    [420, '0x1a4'],
    [8453, '0x2105'],
    [Number.MAX_SAFE_INTEGER, '0x1fffffffffffff'],
    [2n ** 256n - 1n, `0x${'f'.repeat(64)}`],
    [10n ** 18n, '0xde0b6b3a7640000'],
  ] as const)('%s is %s, as viem wrote it', (value, expected) => {
    expect(numberToHex(value)).toBe(expected)
    expect(numberToHex(value)).toBe(viemNumberToHex(value))
  })

  test.each([-1, -1n, Number.MAX_SAFE_INTEGER + 1])('%s is out of range', (value) => {
    expect(() => numberToHex(value)).toThrow(IntegerOutOfRangeError)
    expect(() => viemNumberToHex(value)).toThrow()
  })

  test('a fraction or NaN is not an integer', () => {
    expect(() => numberToHex(1.5)).toThrow(RangeError)
    expect(() => numberToHex(Number.NaN)).toThrow(RangeError)
  })
})

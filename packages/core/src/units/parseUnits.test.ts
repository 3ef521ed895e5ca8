import { parseUnits as viemParseUnits } from 'viem'
import { describe, expect, test } from 'vitest'
import { BaseError } from '../errors/base'
import { InvalidDecimalNumberError } from '../errors/units'
import { parseUnits } from './parseUnits'

describe('parseUnits', () => {
  test.each([
    ['1.5', 6, 1_500_000n],
    ['1', 18, 10n ** 18n],
    ['0', 18, 0n],
    ['-0', 6, 0n],
    ['.5', 18, 5n * 10n ** 17n],
    ['-.5', 2, -50n],
    ['1.', 3, 1000n],
    ['007.10', 2, 710n],
    ['-2.25', 2, -225n],
    [
      '123456789012345678901234567890.123456789012345678',
      18,
      123456789012345678901234567890123456789012345678n,
    ],
    // Digits past the token's decimals round half away from zero, carrying through nines.
    ['0.0000005', 6, 1n],
    ['0.0000004999', 6, 0n],
    ['1.999999', 5, 200000n],
    ['9.9999995', 6, 10_000_000n],
    ['-1.005', 2, -101n],
    ['-1.004', 2, -100n],
    ['2.5', 0, 3n],
    ['2.4999', 0, 2n],
    ['-2.5', 0, -3n],
    ['0.50000', 0, 1n],
    ['1.1000000000', 1, 11n],
  ])('%s with %i decimals is %s', (value, decimals, expected) => {
    expect(parseUnits(value, decimals)).toBe(expected)
  })

  test.each([
    '',
    '.',
    '-',
    '-.',
    ' 1',
    '1 ',
    '1e3',
    '0x10',
    '+1',
    '1,5',
    '1.2.3',
    '--1',
    'Infinity',
    'NaN',
    '١٢', // Arabic-Indic digits are not ASCII digits
  ])('%j is not a decimal number', (value) => {
    const error = (() => {
      try {
        parseUnits(value, 6)
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(InvalidDecimalNumberError)
    expect(error).toBeInstanceOf(BaseError)
    expect((error as BaseError).shortMessage).toBe('Invalid input')
  })

  test.each([-1, 1.5, Number.NaN])('decimals %d is refused', (decimals) => {
    expect(() => parseUnits('1', decimals)).toThrow(InvalidDecimalNumberError)
  })

  test('gives what viem gave for every amount the kit parsed with it (rounding included)', () => {
    // A deterministic sweep over shapes: signs, leading/trailing zeros, fractions shorter and
    // longer than the decimals, runs of nines that carry.
    let seed = 7
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648
      return seed % n
    }
    const digits = (length: number, pool = '0123456789') =>
      Array.from({ length }, () => pool[next(pool.length)]).join('')
    for (let i = 0; i < 3000; i++) {
      const pool = next(3) === 0 ? '9' : next(2) === 0 ? '05' : '0123456789'
      const whole = digits(next(4), pool)
      const fraction = digits(next(25), pool)
      const value = `${next(4) === 0 ? '-' : ''}${whole}${next(5) === 0 ? '' : '.'}${next(5) === 0 && whole ? '' : fraction}`
      const decimals = next(20)
      let ours: unknown
      let theirs: unknown
      try {
        ours = parseUnits(value, decimals)
      } catch {
        ours = 'throws'
      }
      try {
        theirs = viemParseUnits(value, decimals)
      } catch {
        theirs = 'throws'
      }
      expect(ours, `${value} with ${decimals} decimals`).toBe(theirs)
    }
  })
})

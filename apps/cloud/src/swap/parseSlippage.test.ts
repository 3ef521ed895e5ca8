import { describe, expect, test } from 'vitest'
import { HttpError } from '../server/errors'
import { parseSlippage } from './parseSlippage'

describe('parseSlippage', () => {
  test('1 means 1 % (SPEC-READINGS), in basis points; absent is 1 %', () => {
    expect(parseSlippage('1')).toBe(100n)
    expect(parseSlippage(1)).toBe(100n)
    expect(parseSlippage('0.5')).toBe(50n)
    expect(parseSlippage(0)).toBe(0n)
    expect(parseSlippage('50')).toBe(5000n)
    expect(parseSlippage(undefined)).toBe(100n)
  })

  test('outside 0-50 or not a number: 400 Invalid slippage', () => {
    for (const bad of ['-1', '50.01', 'one', '', true, {}, Number.NaN, Number.POSITIVE_INFINITY]) {
      let error: unknown
      try {
        parseSlippage(bad)
      } catch (caught) {
        error = caught
      }
      expect(error, String(bad)).toBeInstanceOf(HttpError)
      expect((error as HttpError).message).toBe('Invalid slippage')
    }
  })
})

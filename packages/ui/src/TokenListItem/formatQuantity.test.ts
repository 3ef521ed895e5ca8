import { describe, expect, test } from 'vitest'
import { formatQuantity } from './formatQuantity'

describe('formatQuantity: 3 decimals (SPEC.md §9)', () => {
  test('always three decimals, grouped', () => {
    expect(formatQuantity('1234.56789', 'en-US')).toBe('1,234.567')
    expect(formatQuantity('2', 'en-US')).toBe('2.000')
    expect(formatQuantity(0.5, 'en-US')).toBe('0.500')
  })

  test('truncates, never rounds a balance up', () => {
    expect(formatQuantity('0.9999', 'en-US')).toBe('0.999')
  })

  test('long balances are exact (no float rounding)', () => {
    expect(formatQuantity('123456789012345678901.987654', 'en-US')).toBe(
      '123,456,789,012,345,678,901.987',
    )
  })

  test('follows the locale', () => {
    expect(formatQuantity('1234.5', 'de-DE')).toBe('1.234,500')
  })
})

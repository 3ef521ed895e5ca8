import { describe, expect, test } from 'vitest'
import { formatBalance } from './formatBalance'
import { formatUsd } from './formatUsd'

// Numbers and currency in the modal's locale (issue 21): the same value, each locale's way.
describe('formatUsd', () => {
  test.each([
    ['en', 1234.5, '$1,234.50'],
    ['de', 1234.5, '1.234,50\u00a0$'],
    ['fr', 1234.5, '1\u202f234,50\u00a0$US'],
    ['ja', 1234.5, '$1,234.50'],
    ['pt-BR', 1234.5, 'US$\u00a01.234,50'],
  ] as const)('%s writes %d as %j', (locale, value, text) => {
    expect(formatUsd(value, locale)).toBe(text)
  })

  test('English by default, and a fee under a cent as less than a cent', () => {
    expect(formatUsd(12.4)).toBe('$12.40')
    expect(formatUsd(0.001, 'de')).toBe('<0,01\u00a0$')
    expect(formatUsd(0, 'de')).toBe('0,00\u00a0$')
  })
})

describe('formatBalance', () => {
  test('3 decimals in the locale, truncated, with the symbol', () => {
    expect(formatBalance('1234.56789', 'ETH')).toBe('1,234.567 ETH')
    expect(formatBalance('1234.56789', 'ETH', 'de')).toBe('1.234,567 ETH')
    expect(formatBalance('0.9999', 'SOL', 'fr')).toBe('0,999 SOL')
  })
})

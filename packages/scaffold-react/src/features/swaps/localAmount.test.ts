import { describe, expect, test } from 'vitest'
import { localAmount } from './localAmount'

describe('localAmount', () => {
  test('groups and marks decimals as the locale writes them, 6 decimals at most, cut', () => {
    expect(localAmount('1234.5678901234', 'en')).toBe('1,234.56789')
    expect(localAmount('1234.5678901234', 'de')).toBe('1.234,56789')
    expect(localAmount('0.9999999', 'fr')).toBe('0,999999')
    expect(localAmount('0', 'en')).toBe('0')
  })

  test('a long balance keeps every whole digit', () => {
    expect(localAmount('123456789012345678901.5', 'en')).toBe('123,456,789,012,345,678,901.5')
  })
})

import { describe, expect, test } from 'vitest'
import { localPercent } from './localPercent'

describe('localPercent', () => {
  test('1 means 1 %, with exactly the decimals asked, as the locale writes it', () => {
    expect(localPercent(1, 'en', 0)).toBe('1%')
    expect(localPercent(0.25, 'en', 2)).toBe('0.25%')
    expect(localPercent(0.25, 'de', 2)).toBe('0,25\u00a0%')
  })
})

import { describe, expect, test } from 'vitest'
import { sanitizeAmount } from './sanitizeAmount'

describe('sanitizeAmount', () => {
  test('digits and one point; a comma is a point', () => {
    expect(sanitizeAmount('12.5')).toBe('12.5')
    expect(sanitizeAmount('1,5')).toBe('1.5')
    expect(sanitizeAmount('1.2.3')).toBeNull()
    expect(sanitizeAmount('1a')).toBeNull()
    expect(sanitizeAmount('-1')).toBeNull()
    expect(sanitizeAmount('')).toBe('')
  })

  test('leading zeros and a bare point', () => {
    expect(sanitizeAmount('007')).toBe('7')
    expect(sanitizeAmount('00.5')).toBe('0.5')
    expect(sanitizeAmount('.5')).toBe('0.5')
    expect(sanitizeAmount('0')).toBe('0')
    expect(sanitizeAmount('1.')).toBe('1.')
  })

  test('no more decimals than the token has', () => {
    expect(sanitizeAmount('1.23456', 2)).toBe('1.23')
    expect(sanitizeAmount('1.5', 0)).toBe('1')
  })
})

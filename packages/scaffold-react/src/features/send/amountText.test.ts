import { describe, expect, it } from 'vitest'
import { amountText } from './amountText'

describe('amountText', () => {
  it('writes the amount with a point, ungrouped, every decimal kept', () => {
    expect(amountText(undefined)).toBe('')
    expect(amountText(0.000001)).toBe('0.000001')
    expect(amountText(1234.5)).toBe('1234.5')
  })

  it("for reading, writes it with the locale's decimal mark (issue 21: 0,5 in German)", () => {
    expect(amountText(0.5, 'de')).toBe('0,5')
    expect(amountText(1234.125, 'fr')).toBe('1234,125')
    expect(amountText(0.5, 'en')).toBe('0.5')
    expect(amountText(0.5, 'ja')).toBe('0.5')
    // A tag Intl refuses falls back to the point.
    expect(amountText(0.5, 'not a tag!')).toBe('0.5')
  })
})

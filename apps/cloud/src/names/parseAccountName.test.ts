import { describe, expect, test } from 'vitest'
import { parseAccountName } from './parseAccountName'

describe('parseAccountName', () => {
  test('adds the suffix and normalises', () => {
    expect(parseAccountName('Ana-1')).toEqual({ name: 'ana-1.airlock', label: 'ana-1' })
    expect(parseAccountName('ANNA.airlock')).toEqual({ name: 'anna.airlock', label: 'anna' })
  })

  test('at least 4 letters, digits or hyphens', () => {
    expect(parseAccountName('ana')).toBeUndefined()
    expect(parseAccountName('ana.airlock')).toBeUndefined()
    expect(parseAccountName('an a')).toBeUndefined()
    expect(parseAccountName('ana_b')).toBeUndefined()
    expect(parseAccountName('a.bcd')).toBeUndefined()
    expect(parseAccountName('')).toBeUndefined()
    expect(parseAccountName('-anna')).toBeUndefined()
    expect(parseAccountName('anna-')).toBeUndefined()
  })

  test('labels over 63 characters are refused', () => {
    expect(parseAccountName('a'.repeat(63))?.label).toBe('a'.repeat(63))
    expect(parseAccountName('a'.repeat(64))).toBeUndefined()
  })
})

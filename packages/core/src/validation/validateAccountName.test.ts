import { describe, expect, test } from 'vitest'
import { validateAccountName } from './validateAccountName'

describe('validateAccountName (SPEC.md §5, §9; SPEC-READINGS "Names")', () => {
  test.each([
    ['alice', 'alice'],
    ['Alice', 'alice'],
    ['alice.airlock.id', 'alice.airlock.id'],
    ['ALICE-99.airlock.id', 'alice-99.airlock.id'],
    [`${'a'.repeat(63)}.airlock.id`, `${'a'.repeat(63)}.airlock.id`],
  ])('accepts %s as %s', (name, normalized) => {
    expect(validateAccountName(name)).toEqual({ valid: true, normalized })
  })

  test.each([
    ['bob', 'invalid-label'],
    ['ali_ce', 'invalid-label'],
    ['alicé', 'invalid-label'],
    ['', 'empty-label'],
    ['.airlock.id', 'empty-label'],
    ['alice..id', 'empty-label'],
    ['alice.', 'empty-label'],
    [`${'a'.repeat(64)}`, 'label-too-long'],
    [`alice.${'b'.repeat(64)}`, 'label-too-long'],
    ['-alice', 'leading-or-trailing-mark'],
    ['alice-', 'leading-or-trailing-mark'],
    ['alice.-id', 'leading-or-trailing-mark'],
    ['alice.\u0627\u064b\u064c\u064d\u064e\u064f', 'too-many-nonspacing-marks'],
    ['al--ice', 'not-normalizable'],
    ['alice.a\u0627', 'not-normalizable'],
    ['alice.\u0301x', 'not-normalizable'],
  ])('rejects %j: %s', (name, reason) => {
    const result = validateAccountName(name)
    expect(result.valid).toBe(false)
    expect(result.valid === false && result.reason).toBe(reason)
  })

  test('four non-spacing marks in a row are allowed by our rule', () => {
    const result = validateAccountName('alice.\u0627\u064b\u064c\u064d\u064e')
    expect(result.valid === false && result.reason).not.toBe('too-many-nonspacing-marks')
  })

  test('a normalisation failure carries its reason', () => {
    const result = validateAccountName('ab--cd')
    expect(result).toMatchObject({ valid: false, reason: 'not-normalizable' })
    expect(result.valid === false && result.details).toContain('label extension')
  })
})

import { normalize } from 'viem/ens'
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

  test('normalises and refuses exactly as viem did before core dropped it', () => {
    const names = [
      'Alice.airlock.id',
      'ALICE-99.airlock.id',
      'alice.\u0627\u064b\u064c\u064d\u064e',
      'alice.a\u0627',
      'alice.\u0301x',
      'ab--cd',
      'alice.stra\u00dfe',
      'alice.caf\u00e9.airlock.id',
      'alice.\u{1f600}',
      'alice.xn--ls8h',
      'alice.\u0440\u0430\u0443',
      'alice.\u200d',
    ]
    for (const name of names) {
      let expected: { valid: true; normalized: string } | { details: string }
      try {
        expected = { valid: true, normalized: normalize(name) }
      } catch (error) {
        expected = { details: (error as Error).message.split('\n')[0] ?? '' }
      }
      const result = validateAccountName(name)
      if ('valid' in expected) expect(result, name).toEqual(expected)
      else
        expect(result, name).toMatchObject({
          valid: false,
          reason: 'not-normalizable',
          ...expected,
        })
    }
  })
})

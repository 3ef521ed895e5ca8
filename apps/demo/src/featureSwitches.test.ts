import { describe, expect, test } from 'vitest'
import { featureSwitches } from './featureSwitches'

describe('featureSwitches', () => {
  test('reads known switches as on or off', () => {
    expect(featureSwitches('?legalCheckbox=on&emailShowWallets=off')).toEqual({
      legalCheckbox: true,
      emailShowWallets: false,
    })
  })

  test('ignores unknown names and other values', () => {
    expect(featureSwitches('?legalCheckbox=yes&constructor=on&debug=on&solana')).toEqual({})
  })
})

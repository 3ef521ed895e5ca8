import { expect, test } from 'vitest'
import * as mod from './playwright'

// Pins the public API of the Playwright entry: an export added or removed shows up in review.
test('export list', () => {
  expect(Object.keys(mod).sort()).toMatchInlineSnapshot(`
    [
      "MockWalletSetupError",
      "injectMockWallet",
      "mockWalletInitScript",
    ]
  `)
})

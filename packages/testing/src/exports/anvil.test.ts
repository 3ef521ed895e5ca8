import { expect, test } from 'vitest'
import * as anvil from './anvil'

// Pins the public API of @airlock/testing/anvil.
test('export list', () => {
  expect(Object.keys(anvil).sort()).toMatchInlineSnapshot(`
    [
      "ANVIL_KEYS",
      "AnvilError",
      "anvilKey",
      "startAnvil",
    ]
  `)
})

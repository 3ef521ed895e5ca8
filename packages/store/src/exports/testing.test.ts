import { expect, test } from 'vitest'
import * as testing from './testing'

// Pins the public API of @airlock/store/testing.
test('export list', () => {
  expect(Object.keys(testing).sort()).toMatchInlineSnapshot(`
    [
      "freePort",
      "startTestPostgres",
      "storeBackends",
    ]
  `)
})

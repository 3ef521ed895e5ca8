import { expect, test } from 'vitest'
import * as core from './index'

// Pins the public API: an export added or removed shows up here in review.
test('export list', () => {
  expect(Object.keys(core).sort()).toMatchInlineSnapshot(`
    [
      "BaseError",
    ]
  `)
})

import { expect, test } from 'vitest'
import * as mod from './fixtures'

// Pins the public API of the fixtures entry: an export added or removed shows up in review.
test('export list', () => {
  expect(Object.keys(mod).sort()).toMatchInlineSnapshot(`
    [
      "airlockFixtures",
    ]
  `)
})

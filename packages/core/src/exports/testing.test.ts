import { expect, test } from 'vitest'
import * as core from './index'
import * as testing from './testing'

// Pins the test entry's API, and keeps its doubles out of the runtime entry.
test('export list', () => {
  expect(Object.keys(testing).sort()).toMatchInlineSnapshot(`
    [
      "TEST_FRAME_TIMES_OUT",
      "createTestAdapter",
      "createTestEmbeddedFrame",
    ]
  `)
})

test('the runtime entry exports no test double', () => {
  for (const name of Object.keys(testing)) expect(Object.keys(core)).not.toContain(name)
})

import { expect, test } from 'vitest'
import * as stack from './stack'

// Pins the public API of @airlock/testing/stack.
test('export list', () => {
  expect(Object.keys(stack).sort()).toMatchInlineSnapshot(`
    [
      "LocalStackError",
      "freePorts",
      "localStackFromEnv",
      "startLocalStack",
    ]
  `)
})

import { expect, test } from 'vitest'
import * as store from './index'

// Pins the public API of @airlock/store.
test('export list', () => {
  expect(Object.keys(store).sort()).toMatchInlineSnapshot(`
    [
      "InvalidProjectsError",
      "StoreError",
      "createPgListener",
      "createPgStore",
      "createPgliteStore",
      "createStore",
      "migrate",
      "openPglite",
      "parseProjects",
    ]
  `)
})

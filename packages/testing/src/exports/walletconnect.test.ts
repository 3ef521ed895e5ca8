import { expect, test } from 'vitest'
import * as mod from './walletconnect'

// Pins the public API of the walletconnect entry: an export added or removed shows up in review.
test('export list', () => {
  expect(Object.keys(mod).sort()).toMatchInlineSnapshot(`
    [
      "WalletConnectWalletError",
      "blockOutsideFetch",
      "createMemoryStorage",
      "createTestWalletConnectWallet",
    ]
  `)
})

import { expect, test } from 'vitest'
import * as mod from './index'

// Pins the public API: an export added or removed shows up here in review.
test('export list', () => {
  expect(Object.keys(mod).sort()).toMatchInlineSnapshot(`
    [
      "InvalidPreflightCommitmentError",
      "SOLANA_AUTH_CONNECTOR_ID",
      "SOLANA_PREFLIGHT_COMMITMENTS",
      "SPL_TOKEN_DATA_PREFIX",
      "SolanaFeatureNotSupportedError",
      "SolanaWalletNotFoundError",
      "UnsupportedSolanaMethodError",
      "createSolanaAdapter",
      "getAssociatedTokenAddress",
      "isSolanaPreflightCommitment",
      "splTokenTransferData",
      "toStandardChain",
    ]
  `)
})

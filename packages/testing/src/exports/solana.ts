// The browser entry of @airlock/testing for Solana: the mock Solana wallet (a Wallet Standard test
// double for a browser extension). No Node or Playwright import may reach this file. Named
// re-exports only (STYLE.md §7).

export { MockWalletSetupError } from '../errors/MockWalletSetupError'
export { createMockSolanaWallet } from '../solana/createMockSolanaWallet'
export {
  DEFAULT_MOCK_SOLANA_WALLET_ICON,
  DEFAULT_MOCK_SOLANA_WALLET_NAME,
  MOCK_SOLANA_CHAIN_REFERENCES,
} from '../solana/defaults'
export { registerMockSolanaWallet } from '../solana/registerMockSolanaWallet'
export type {
  CreateMockSolanaWalletOptions,
  MockSolanaChain,
  MockSolanaChainId,
  MockSolanaPendingRequest,
  MockSolanaWallet,
  MockSolanaWalletApproval,
  MockSolanaWalletBehavior,
  MockSolanaWalletRecord,
  MockSolanaWalletStorage,
} from '../solana/types'

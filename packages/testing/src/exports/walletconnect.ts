// The Node entry for WalletConnect in tests: a wallet on the real wallet SDK that a Playwright
// test (Node side) pairs with the dapp's URI. Named re-exports only (STYLE.md §7).

export { WalletConnectWalletError } from '../errors/WalletConnectWalletError'
export { blockOutsideFetch } from '../walletconnect/blockOutsideFetch'
export { createMemoryStorage, type MemoryStorage } from '../walletconnect/createMemoryStorage'
export { createTestWalletConnectWallet } from '../walletconnect/createTestWalletConnectWallet'
export type {
  TestWalletConnectClient,
  TestWalletConnectRequest,
  TestWalletConnectSession,
  TestWalletConnectWallet,
  TestWalletConnectWalletOptions,
} from '../walletconnect/types'

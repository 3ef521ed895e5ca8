// The Node entry for WalletConnect in tests: a wallet on the real wallet SDK that a Playwright
// test (Node side) pairs with the dapp's URI. Named re-exports only (STYLE.md §7).

export { WalletConnectWalletError } from '../errors/WalletConnectWalletError'
export { createTestWalletConnectWallet } from '../walletconnect/createTestWalletConnectWallet'
export type {
  TestWalletConnectClient,
  TestWalletConnectRequest,
  TestWalletConnectSession,
  TestWalletConnectWallet,
  TestWalletConnectWalletOptions,
} from '../walletconnect/types'

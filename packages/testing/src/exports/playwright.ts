// The Node entry of @airlock/testing: puts the mock wallet into Playwright pages and drives it from
// the test. Named re-exports only (STYLE.md §7).

export { MockWalletSetupError } from '../errors/MockWalletSetupError'
export { CHROMIUM_LAUNCH_OPTIONS } from '../playwright/chromiumLaunchOptions'
export { injectMockWallet } from '../playwright/injectMockWallet'
export { mockWalletInitScript } from '../playwright/mockWalletInitScript'
export type {
  InjectMockWalletOptions,
  MockWalletHandle,
  WaitForPendingOptions,
} from '../playwright/types'
export {
  injectMockSolanaWallet,
  type MockSolanaWalletHandle,
} from '../solana/injectMockSolanaWallet'
export {
  type InjectMockSolanaWalletOptions,
  mockSolanaWalletInitScript,
} from '../solana/mockSolanaWalletInitScript'
export type {
  MockChain,
  MockWalletBehavior,
  MockWalletInfo,
  PendingRequest,
} from '../wallet/types'

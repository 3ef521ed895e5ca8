// The browser entry of @airlock/testing: the mock wallet itself. No Node or Playwright import may
// reach this file (it runs in pages and in browser-mode tests). Named re-exports only (STYLE.md §7).

export { type AnnounceMockWalletOptions, announceMockWallet } from '../eip6963/announceMockWallet'
export { MockWalletSetupError } from '../errors/MockWalletSetupError'
export {
  ProviderErrorCodes,
  ProviderErrorMessages,
  ProviderRpcError,
} from '../errors/ProviderRpcError'
export { createMockWallet } from '../wallet/createMockWallet'
export {
  DEFAULT_MOCK_WALLET_ICON,
  DEFAULT_MOCK_WALLET_NAME,
  DEFAULT_MOCK_WALLET_RDNS,
} from '../wallet/defaults'
export type {
  CreateMockWalletOptions,
  MockChain,
  MockEip1193Provider,
  MockProviderEvents,
  MockRequestArguments,
  MockRpcTransport,
  MockWallet,
  MockWalletApproval,
  MockWalletBehavior,
  MockWalletInfo,
  MockWalletStorage,
  PendingRequest,
} from '../wallet/types'

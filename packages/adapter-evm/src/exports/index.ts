// The public API of @airlock/adapter-evm. Named re-exports only (STYLE.md §7); the export list is
// pinned by index.test.ts.

// Moved to core (shared with adapter-solana's WalletConnect); re-exported for existing imports.
export { InvalidProjectIdError, SessionExpiredError } from '@airlock/core'
export {
  type CreateEvmAdapterParameters,
  createEvmAdapter,
  type EvmAdapter,
} from '../adapter/createEvmAdapter'
export {
  AUTH_CONNECTOR_ID,
  AUTH_CONNECTOR_TYPE,
  type AuthProvider,
  createAuthWagmiConnector,
} from '../auth/createAuthWagmiConnector'
export {
  createEvmAuth,
  type EvmAuth,
  type EvmAuthParameters,
} from '../auth/createEvmAuth'
export { switchEvmChain } from '../chain/switchEvmChain'
export { toAddEthereumChainParameter } from '../chain/toAddEthereumChainParameter'
export {
  type CreateEvmWagmiConfigParameters,
  createEvmWagmiConfig,
} from '../config/createEvmWagmiConfig'
export {
  getEvmConnectors,
  INJECTED_CONNECTOR_ID,
  INJECTED_CONNECTOR_NAME,
} from '../connectors/getEvmConnectors'
export { isReverseDns } from '../connectors/isReverseDns'
export { sanitizeWalletIcon, WALLET_ICON_MAX_LENGTH } from '../connectors/sanitizeWalletIcon'
export { sanitizeWalletName, WALLET_NAME_MAX_LENGTH } from '../connectors/sanitizeWalletName'
export { ChainMismatchError } from '../errors/ChainMismatchError'
export { ConnectorNotFoundError } from '../errors/ConnectorNotFoundError'
export { toViemChain } from '../networks/toViemChain'
export {
  type PendingTransaction,
  type PendingTransactionsWatcher,
  type SettledTransaction,
  type WatchPendingTransactionsParameters,
  watchPendingTransactions,
} from '../transactions/watchPendingTransactions'
export type { Eip1193Requester } from '../wallet/types'
export { toWalletConnectRpcMap } from '../walletconnect/toWalletConnectRpcMap'
export type { WalletConnectMetadata, WalletConnectParameters } from '../walletconnect/types'
export {
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectConnectorParameters,
  type WalletConnectConnectorProperties,
  walletConnect,
} from '../walletconnect/walletConnect'

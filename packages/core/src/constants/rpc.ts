/**
 * RPC methods an embedded wallet answers without asking the visitor (reads,
 * eth_sendRawTransaction, wallet_getCapabilities, wallet_getCallsStatus, wallet_getAssets and
 * user-operation reads).
 */
export const SAFE_RPC_METHODS = [
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'net_version',
  'web3_clientVersion',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'eth_estimateUserOperationGas',
  'eth_supportedEntryPoints',
] as const

/** A method of {@link SAFE_RPC_METHODS}. */
export type SafeRpcMethod = (typeof SAFE_RPC_METHODS)[number]

/**
 * RPC methods that need the visitor's approval (they open ApproveTransaction on an embedded
 * wallet, and are the only ones aborted when pending requests are rejected).
 */
export const UNSAFE_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const

/** A method of {@link UNSAFE_RPC_METHODS}. */
export type UnsafeRpcMethod = (typeof UNSAFE_RPC_METHODS)[number]

/**
 * Wallet error codes core recognises: 4902 unrecognised chain, 5000 default,
 * 32603 invalid chain id (wallets send either sign); 4001 is EIP-1193's user rejection.
 */
export const WALLET_ERROR_CODES = {
  UNRECOGNIZED_CHAIN: 4902,
  DEFAULT: 5000,
  INVALID_CHAIN_ID: 32603,
  USER_REJECTED: 4001,
} as const

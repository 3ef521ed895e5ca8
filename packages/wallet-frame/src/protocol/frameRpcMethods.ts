/**
 * Every RPC method the secure frame serves (RPC_REQUEST), the one list both ends use: the frame
 * refuses anything else with `Requested RPC call is not allowed`, and the page can refuse the same
 * methods before it asks the visitor (no ApproveTransaction for a request the frame would refuse).
 * A subset of core's SAFE and UNSAFE lists; left out because a local wallet without a
 * bundler cannot honour them: the user-operation methods; and `solana_signAllTransactions` (one
 * approval per transaction). The Solana methods take WalletConnect's `solana` shapes:
 * `solana_signMessage` `{ message: base58, pubkey }`, `solana_signTransaction` and
 * `solana_signAndSendTransaction` `{ transaction: base64 }`.
 *
 * @example
 * if (!isFrameRpcMethod(method)) throw new Error('Requested RPC call is not allowed')
 */
export const FRAME_RPC_METHODS = [
  // Answered from the session.
  'eth_accounts',
  'eth_chainId',
  // Reads, passed to the chain as they are.
  'eth_blockNumber',
  'eth_call',
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
  // Wallet reads (EIP-5792, ERC-7811), answered by the secure site.
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  // Signed with the user's key (the page asks the visitor first).
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  // Spending permissions of the smart account (smart sessions), approved in the frame.
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  // Signed with the user's Solana (ed25519) key, on the session's Solana network.
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
] as const

/** A method of {@link FRAME_RPC_METHODS}. */
export type FrameRpcMethod = (typeof FRAME_RPC_METHODS)[number]

/**
 * The JSON-RPC methods the cloud's RPC proxy forwards, per CAIP-2 namespace. Everything else is
 * refused by the proxy itself (-32601, the method named), so a method a node adds later is
 * refused until someone decides it is safe. What a browser dapp and a wallet need: reads, fee
 * data, filters, subscriptions (on a websocket transport; the HTTP proxy has none) and sending a
 * transaction the sender signed. Nothing that signs with the node's keys, impersonates an
 * account, mines, rewrites state or traces (traces are reads, but expensive ones).
 */
export const rpcAllowList: {
  readonly eip155: ReadonlySet<string>
  readonly solana: ReadonlySet<string>
} = {
  eip155: new Set([
    // The node and the chain
    'web3_clientVersion',
    'web3_sha3',
    'net_version',
    'net_listening',
    'eth_chainId',
    'eth_syncing',
    'eth_blockNumber',
    // Fees
    'eth_gasPrice',
    'eth_maxPriorityFeePerGas',
    'eth_blobBaseFee',
    'eth_feeHistory',
    // Accounts and contracts
    'eth_getBalance',
    // SPEC §6 lists it among the safe methods a dapp may ask a wallet for.
    'eth_getAccount',
    'eth_getTransactionCount',
    'eth_getCode',
    'eth_getStorageAt',
    'eth_getProof',
    'eth_call',
    'eth_estimateGas',
    'eth_createAccessList',
    'eth_simulateV1',
    // viem's prepareTransactionRequest asks for this first: it fills gas, fees and nonce of an
    // unsigned request and signs nothing.
    'eth_fillTransaction',
    // Blocks, transactions, receipts, logs
    'eth_getBlockByHash',
    'eth_getBlockByNumber',
    'eth_getBlockReceipts',
    'eth_getBlockTransactionCountByHash',
    'eth_getBlockTransactionCountByNumber',
    'eth_getUncleCountByBlockHash',
    'eth_getUncleCountByBlockNumber',
    'eth_getUncleByBlockHashAndIndex',
    'eth_getUncleByBlockNumberAndIndex',
    'eth_getTransactionByHash',
    'eth_getTransactionByBlockHashAndIndex',
    'eth_getTransactionByBlockNumberAndIndex',
    'eth_getTransactionReceipt',
    'eth_getLogs',
    // Filters (viem's watchers over HTTP) and subscriptions (websockets)
    'eth_newFilter',
    'eth_newBlockFilter',
    'eth_newPendingTransactionFilter',
    'eth_getFilterChanges',
    'eth_getFilterLogs',
    'eth_uninstallFilter',
    'eth_subscribe',
    'eth_unsubscribe',
    // A transaction the wallet signed itself
    'eth_sendRawTransaction',
    'eth_sendRawTransactionSync',
  ]),
  // Served once the cloud runs a Solana network: reads and sending a signed transaction, never
  // `requestAirdrop` (free tokens for anyone with the project id).
  solana: new Set([
    'getAccountInfo',
    'getBalance',
    'getBlock',
    'getBlockHeight',
    'getBlockTime',
    'getEpochInfo',
    'getFeeForMessage',
    'getGenesisHash',
    'getHealth',
    'getLatestBlockhash',
    'getMinimumBalanceForRentExemption',
    'getMultipleAccounts',
    'getProgramAccounts',
    'getRecentPrioritizationFees',
    'getSignatureStatuses',
    'getSignaturesForAddress',
    'getSlot',
    'getTokenAccountBalance',
    'getTokenAccountsByOwner',
    'getTransaction',
    'getVersion',
    'isBlockhashValid',
    'sendTransaction',
    'simulateTransaction',
    'signatureSubscribe',
    'signatureUnsubscribe',
    'accountSubscribe',
    'accountUnsubscribe',
  ]),
}

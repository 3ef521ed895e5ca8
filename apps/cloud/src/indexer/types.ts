/** One row of the `transfers` table, as the indexer writes it. */
export type TransferRow = {
  chainId: number
  blockNumber: bigint
  blockHash: string
  txIndex: number
  txHash: string
  /** -1 for native value (the transaction's own and its internal calls'), else the log's index. */
  logIndex: number
  /**
   * Native rows: 0 for the transaction's own value, 1, 2, ... for its value-carrying internal
   * calls in trace order. ERC-1155 TransferBatch rows: the position in the batch. Else 0.
   */
  subIndex: number
  txFrom: string
  txTo: string | null
  txNonce: number
  txStatus: 'confirmed' | 'failed'
  kind: 'native' | 'erc20' | 'erc721' | 'erc1155'
  tokenAddress: string | null
  from: string
  to: string
  /** Base units (native, ERC-20) or the token id (ERC-721, ERC-1155), as a decimal string. */
  value: string
  /** How many tokens an ERC-1155 row moves, a decimal string; null for the other kinds. */
  amount: string | null
  /** Block timestamp, Unix seconds. */
  minedAt: number
}

/** A token contract first seen in a Transfer log. */
export type DiscoveredToken = {
  address: string
  kind: 'erc20' | 'erc721'
}

/** One row of the `transfers` table, as the indexer writes it. */
export type TransferRow = {
  chainId: number
  blockNumber: bigint
  blockHash: string
  txIndex: number
  txHash: string
  /** -1 for the native value of the transaction, else the log's index in the block. */
  logIndex: number
  txFrom: string
  txTo: string | null
  txNonce: number
  txStatus: 'confirmed' | 'failed'
  kind: 'native' | 'erc20' | 'erc721'
  tokenAddress: string | null
  from: string
  to: string
  /** Base units (native, ERC-20) or the token id (ERC-721), as a decimal string. */
  value: string
  /** Block timestamp, Unix seconds. */
  minedAt: number
}

/** A token contract first seen in a Transfer log. */
export type DiscoveredToken = {
  address: string
  kind: 'erc20' | 'erc721'
}

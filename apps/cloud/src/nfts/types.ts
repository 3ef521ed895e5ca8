/** One row of the `nft_transfers` table, as the indexer writes it. */
export type NftTransferRow = {
  chainId: number
  blockNumber: bigint
  txHash: string
  logIndex: number
  /** Position in an ERC-1155 TransferBatch; 0 for single transfers. */
  batchIndex: number
  standard: 'erc721' | 'erc1155'
  tokenAddress: string
  /** Decimal string. */
  tokenId: string
  from: string
  to: string
  /** Decimal string; 1 for ERC-721. */
  amount: string
  /** Block timestamp, Unix seconds. */
  minedAt: number
}

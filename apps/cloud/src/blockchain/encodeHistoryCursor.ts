/** Where a history page ends: the sort key of its last transaction. */
export type HistoryPosition = {
  minedAt: number
  chainId: number
  blockNumber: bigint
  txIndex: number
}

/**
 * The opaque `next` cursor of a history page: base64url of the sort key of the page's last
 * transaction (mined time, chain, block, position in block).
 *
 * @example
 * encodeHistoryCursor({ minedAt: 1700000000, chainId: 1, blockNumber: 12n, txIndex: 0 })
 */
export function encodeHistoryCursor(position: HistoryPosition): string {
  const key = [
    position.minedAt,
    position.chainId,
    position.blockNumber.toString(),
    position.txIndex,
  ]
  return Buffer.from(JSON.stringify(key)).toString('base64url')
}

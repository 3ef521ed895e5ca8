import type { PublicClient } from 'viem'
import { TRANSFER_TOPIC } from './constants'
import type { TransferRow } from './types'

/**
 * Reads one block and its receipts and returns its transfers: the native value of each
 * transaction that carries some, and every ERC-20 (3 topics + amount) and ERC-721 (4 topics)
 * Transfer log. Internal calls that move ETH are not traced.
 *
 * @example
 * const { hash, transfers } = await readBlockTransfers(client, 1, 12n)
 */
export async function readBlockTransfers(
  client: PublicClient,
  chainId: number,
  blockNumber: bigint,
): Promise<{ hash: string; transfers: TransferRow[] }> {
  const [block, receipts] = await Promise.all([
    client.getBlock({ blockNumber, includeTransactions: true }),
    client.getBlockReceipts({ blockNumber }),
  ])
  const hash = (block.hash ?? '').toLowerCase()
  const minedAt = Number(block.timestamp)
  const byHash = new Map(receipts.map((receipt) => [receipt.transactionHash, receipt]))
  const transfers: TransferRow[] = []
  for (const tx of block.transactions) {
    const receipt = byHash.get(tx.hash)
    if (!receipt) continue
    const base = {
      chainId,
      blockNumber,
      blockHash: hash,
      txIndex: receipt.transactionIndex,
      txHash: tx.hash.toLowerCase(),
      txFrom: tx.from.toLowerCase(),
      txTo: (tx.to ?? receipt.contractAddress ?? null)?.toLowerCase() ?? null,
      txNonce: tx.nonce,
      txStatus: receipt.status === 'success' ? ('confirmed' as const) : ('failed' as const),
      minedAt,
    }
    if (tx.value > 0n && base.txTo !== null)
      transfers.push({
        ...base,
        logIndex: -1,
        kind: 'native',
        tokenAddress: null,
        from: base.txFrom,
        to: base.txTo,
        value: tx.value.toString(),
      })
    for (const log of receipt.logs) {
      const [topic, fromTopic, toTopic, idTopic] = log.topics
      if (topic !== TRANSFER_TOPIC || !fromTopic || !toTopic) continue
      const erc721 = log.topics.length === 4 && idTopic !== undefined
      const erc20 = log.topics.length === 3 && log.data.length === 66
      if (!erc20 && !erc721) continue
      transfers.push({
        ...base,
        logIndex: log.logIndex,
        kind: erc721 ? 'erc721' : 'erc20',
        tokenAddress: log.address.toLowerCase(),
        from: topicAddress(fromTopic),
        to: topicAddress(toTopic),
        value: BigInt(erc721 ? (idTopic as string) : log.data).toString(),
      })
    }
  }
  return { hash, transfers }
}

function topicAddress(topic: string): string {
  return `0x${topic.slice(26)}`.toLowerCase()
}

import type { PublicClient } from 'viem'
import { nftTransfersOfLog } from '../nfts/nftTransfersOfLog'
import type { NftTransferRow } from '../nfts/types'
import { SWAP_CONTRACTS } from '../swap/swapContracts'
import { TRANSFER_TOPIC, WETH_DEPOSIT_TOPIC, WETH_WITHDRAWAL_TOPIC } from './constants'
import { readInternalTransfers } from './readInternalTransfers'
import type { TransferRow } from './types'

const zeroAddress = '0x0000000000000000000000000000000000000000'
const weth = SWAP_CONTRACTS.weth.toLowerCase()

/**
 * Reads one block, its receipts and (when it has a successful transaction) its traces, and
 * returns its transfers: the native value of each transaction that carries some, the ETH its
 * internal calls pay (sub-index 1, 2, ... after the transaction's own value), every ERC-20
 * (3 topics + amount) and ERC-721 (4 topics) Transfer log, every ERC-1155 TransferSingle and
 * TransferBatch id, and the local WETH's Deposit / Withdrawal as a mint / burn of WETH (WETH9
 * emits no Transfer for them), so that wrapping and unwrapping read as trades.
 *
 * @example
 * const { hash, transfers } = await readBlockTransfers(client, 1, 12n)
 */
export async function readBlockTransfers(
  client: PublicClient,
  chainId: number,
  blockNumber: bigint,
): Promise<{ hash: string; transfers: TransferRow[]; nftTransfers: NftTransferRow[] }> {
  const [block, receipts] = await Promise.all([
    client.getBlock({ blockNumber, includeTransactions: true }),
    client.getBlockReceipts({ blockNumber }),
  ])
  const hash = (block.hash ?? '').toLowerCase()
  const minedAt = Number(block.timestamp)
  const byHash = new Map(receipts.map((receipt) => [receipt.transactionHash, receipt]))
  const internal = receipts.some((receipt) => receipt.status === 'success')
    ? await readInternalTransfers(client, blockNumber)
    : new Map()
  const transfers: TransferRow[] = []
  // ERC-721 and ERC-1155 movements for the NFT holdings (src/nfts), from the same receipts.
  const nftTransfers: NftTransferRow[] = []
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
    const native = { ...base, logIndex: -1, kind: 'native' as const, tokenAddress: null }
    if (tx.value > 0n && base.txTo !== null)
      transfers.push({
        ...native,
        subIndex: 0,
        from: base.txFrom,
        to: base.txTo,
        value: tx.value.toString(),
        amount: null,
      })
    if (base.txStatus === 'confirmed')
      for (const [i, call] of (internal.get(base.txHash) ?? []).entries())
        transfers.push({
          ...native,
          subIndex: i + 1,
          from: call.from,
          to: call.to,
          value: call.value.toString(),
          amount: null,
        })
    for (const log of receipt.logs) {
      const nfts =
        base.txStatus === 'confirmed'
          ? nftTransfersOfLog(log, { chainId, blockNumber, txHash: base.txHash, minedAt })
          : []
      nftTransfers.push(...nfts)
      for (const nft of nfts)
        if (nft.standard === 'erc1155')
          transfers.push({
            ...base,
            logIndex: log.logIndex,
            subIndex: nft.batchIndex,
            kind: 'erc1155',
            tokenAddress: nft.tokenAddress,
            from: nft.from,
            to: nft.to,
            value: nft.tokenId,
            amount: nft.amount,
          })
      const [topic, fromTopic, toTopic, idTopic] = log.topics
      const wrap = topic === WETH_DEPOSIT_TOPIC || topic === WETH_WITHDRAWAL_TOPIC
      if (wrap && log.address.toLowerCase() === weth && fromTopic && log.data.length === 66) {
        const holder = topicAddress(fromTopic)
        transfers.push({
          ...base,
          logIndex: log.logIndex,
          subIndex: 0,
          kind: 'erc20',
          tokenAddress: weth,
          from: topic === WETH_DEPOSIT_TOPIC ? zeroAddress : holder,
          to: topic === WETH_DEPOSIT_TOPIC ? holder : zeroAddress,
          value: BigInt(log.data).toString(),
          amount: null,
        })
        continue
      }
      if (topic !== TRANSFER_TOPIC || !fromTopic || !toTopic) continue
      const erc721 = log.topics.length === 4 && idTopic !== undefined
      const erc20 = log.topics.length === 3 && log.data.length === 66
      if (!erc20 && !erc721) continue
      transfers.push({
        ...base,
        logIndex: log.logIndex,
        subIndex: 0,
        kind: erc721 ? 'erc721' : 'erc20',
        tokenAddress: log.address.toLowerCase(),
        from: topicAddress(fromTopic),
        to: topicAddress(toTopic),
        value: BigInt(erc721 ? (idTopic as string) : log.data).toString(),
        amount: null,
      })
    }
  }
  return { hash, transfers, nftTransfers }
}

function topicAddress(topic: string): string {
  return `0x${topic.slice(26)}`.toLowerCase()
}

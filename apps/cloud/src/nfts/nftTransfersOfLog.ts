import { decodeAbiParameters, type Hex } from 'viem'
import type { NftTransferRow } from './types'

/** keccak256('Transfer(address,address,uint256)'): ERC-721 when the token id is a 4th topic. */
const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
/** keccak256('TransferSingle(address,address,address,uint256,uint256)'). */
const TRANSFER_SINGLE = '0xc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62'
/** keccak256('TransferBatch(address,address,address,uint256[],uint256[])'). */
const TRANSFER_BATCH = '0x4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0526c8f7fb'

type Log = { address: string; topics: readonly Hex[]; data: Hex; logIndex: number }
type Base = { chainId: number; blockNumber: bigint; txHash: string; minedAt: number }

/**
 * The NFT movements of one receipt log: an ERC-721 `Transfer` (4 topics) is one row of amount 1,
 * an ERC-1155 `TransferSingle` one row, a `TransferBatch` one row per id. Any other log, or one
 * whose data does not decode, gives none.
 *
 * @example
 * nftTransfersOfLog(log, { chainId: 1, blockNumber: 12n, txHash, minedAt }) // [{ tokenId: '1', ... }]
 */
export function nftTransfersOfLog(log: Log, base: Base): NftTransferRow[] {
  const [topic, t1, t2, t3] = log.topics
  const common = { ...base, logIndex: log.logIndex, tokenAddress: log.address.toLowerCase() }
  if (topic === TRANSFER && log.topics.length === 4 && t1 && t2 && t3)
    return [
      {
        ...common,
        batchIndex: 0,
        standard: 'erc721',
        tokenId: BigInt(t3).toString(),
        from: topicAddress(t1),
        to: topicAddress(t2),
        amount: '1',
      },
    ]
  if ((topic !== TRANSFER_SINGLE && topic !== TRANSFER_BATCH) || log.topics.length !== 4) return []
  if (!t2 || !t3) return []
  const from = topicAddress(t2)
  const to = topicAddress(t3)
  try {
    if (topic === TRANSFER_SINGLE) {
      const [id, value] = decodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], log.data)
      return [
        {
          ...common,
          batchIndex: 0,
          standard: 'erc1155',
          tokenId: id.toString(),
          from,
          to,
          amount: value.toString(),
        },
      ]
    }
    const [ids, values] = decodeAbiParameters(
      [{ type: 'uint256[]' }, { type: 'uint256[]' }],
      log.data,
    )
    if (ids.length !== values.length) return []
    return ids.map((id, batchIndex) => ({
      ...common,
      batchIndex,
      standard: 'erc1155' as const,
      tokenId: id.toString(),
      from,
      to,
      amount: (values[batchIndex] ?? 0n).toString(),
    }))
  } catch {
    return []
  }
}

function topicAddress(topic: string): string {
  return `0x${topic.slice(26)}`.toLowerCase()
}

import { formatUnits, getAddress } from 'viem'
import { nftImageUrl } from '../nfts/nftImageUrl'
import { NATIVE_TOKEN_ADDRESS } from '../seed/seedTokens'
import type { CloudContext } from '../server/types'
import { encodeHistoryCursor, type HistoryPosition } from './encodeHistoryCursor'
import { type IconRequest, tokenIconUrl } from './tokenIconUrl'

/** Transactions per history page. */
export const HISTORY_PAGE_SIZE = 20

/**
 * Transfers listed per transaction, in log order: one transaction can emit thousands (an ERC-1155
 * TransferBatch of many ids costs a contract little gas), which must not make a page unbounded.
 */
export const HISTORY_TRANSFERS_PER_TRANSACTION = 50

const zeroAddress = '0x0000000000000000000000000000000000000000'

/** One transfer of a history transaction, in the shape wallets' activity lists read. */
export type HistoryTransferBody = {
  fungible_info?: { name: string; symbol: string; icon: { url: string } }
  nft_info?: {
    name: string
    /** The token's contract standard: an ERC-1155 transfer's `quantity` is how many moved. */
    standard: 'erc721' | 'erc1155'
    content: { preview: { url: string } }
    flags: { is_spam: boolean }
  }
  direction: 'in' | 'out' | 'self'
  /** Who the value left (checksummed): for an ERC-20 or NFT move, not the transaction's sender. */
  sender: string
  /** Who received it (checksummed): for an ERC-20 move the receiver, not the token contract. */
  recipient: string
  quantity: { numeric: string }
  value: number
  price: number
}

/** One transaction of `GET /v1/account/{address}/history` (SPEC §3 "Transaction"). */
export type HistoryTransactionBody = {
  id: string
  metadata: {
    operationType: 'send' | 'receive' | 'mint' | 'trade' | 'buy'
    hash: string
    minedAt: string
    sentFrom: string
    sentTo: string
    status: 'confirmed' | 'failed'
    nonce: number
    chain: string
  }
  transfers: HistoryTransferBody[]
}

type PageRow = {
  chain_id: number
  block_number: string
  tx_index: number
  tx_hash: string
  mined_at: string
}

type TransferJoinRow = {
  chain_id: number
  tx_hash: string
  log_index: number
  tx_from: string
  tx_to: string | null
  tx_nonce: string
  tx_status: 'confirmed' | 'failed'
  kind: 'native' | 'erc20' | 'erc721' | 'erc1155'
  token_address: string | null
  from_address: string
  to_address: string
  value: string
  amount: string | null
  mined_at: string
  name: string | null
  symbol: string | null
  decimals: number | null
  icon_id: string | null
  is_spam: boolean | null
  price: number | null
  collection_name: string | null
  collection_spam: boolean | null
  item_name: string | null
  onramp: boolean
}

/**
 * One page of the transactions that moved value to or from `address` on `chainIds`, newest
 * first, from the indexer's `transfers` (internal ETH payments and ERC-1155 moves included).
 * Each transaction lists only the transfers that involve the address, in log order with native
 * value first, at most `HISTORY_TRANSFERS_PER_TRANSACTION` of them; one that both sent and
 * received is a `trade`. NFT transfers (ERC-721, ERC-1155)
 * carry the token's name, the cloud's generated image and `nft_info.flags.is_spam` from their
 * collection (else the token list).
 *
 * @example
 * const { data, next } = await getHistoryPage(ctx, { address, chainIds: [1], icon })
 */
export async function getHistoryPage(
  ctx: CloudContext,
  {
    address,
    chainIds,
    after,
    icon,
  }: { address: string; chainIds: number[]; after?: HistoryPosition; icon: IconRequest },
): Promise<{ data: HistoryTransactionBody[]; next: string | null }> {
  const params: unknown[] = [address, chainIds]
  let position = ''
  if (after) {
    params.push(after.minedAt, after.chainId, after.blockNumber.toString(), after.txIndex)
    position = 'where (mined_at, chain_id, block_number, tx_index) < ($3, $4, $5::bigint, $6)'
  }
  params.push(HISTORY_PAGE_SIZE + 1)
  const { rows: page } = await ctx.store.query<PageRow>(
    `with mine as (
       select chain_id, block_number, tx_index, tx_hash, mined_at from transfers
       where from_address = $1 and chain_id = any($2::int[])
       union
       select chain_id, block_number, tx_index, tx_hash, mined_at from transfers
       where to_address = $1 and chain_id = any($2::int[])
     )
     select chain_id, block_number::text as block_number, tx_index, tx_hash, mined_at::text as mined_at
     from mine ${position}
     -- Qualified: the text aliases above would otherwise sort as text ('9' > '14').
     order by mine.mined_at desc, mine.chain_id desc, mine.block_number desc, mine.tx_index desc
     limit $${params.length}`,
    params,
  )
  const shown = page.slice(0, HISTORY_PAGE_SIZE)
  const last = shown[shown.length - 1]
  const next =
    page.length > HISTORY_PAGE_SIZE && last
      ? encodeHistoryCursor({
          minedAt: Number(last.mined_at),
          chainId: last.chain_id,
          blockNumber: BigInt(last.block_number),
          txIndex: last.tx_index,
        })
      : null
  if (shown.length === 0) return { data: [], next }

  const { rows } = await ctx.store.query<TransferJoinRow>(
    `with mine as (
       select t.*, row_number() over (partition by t.chain_id, t.tx_hash
         order by t.log_index, t.sub_index) as n
       from transfers t
       where t.tx_hash = any($1::text[]) and t.chain_id = any($2::int[])
         and (t.from_address = $4 or t.to_address = $4)
     )
     select t.chain_id, t.tx_hash, t.log_index, t.tx_from, t.tx_to, t.tx_nonce::text as tx_nonce,
       t.tx_status, t.kind, t.token_address, t.from_address, t.to_address, t.value, t.amount,
       t.mined_at::text as mined_at,
       k.name, k.symbol, k.decimals, k.icon_id, k.is_spam, p.price::float8 as price,
       c.name as collection_name, c.is_spam as collection_spam, i.name as item_name,
       exists (select 1 from onramp_purchases o
         where o.chain_id = t.chain_id and o.tx_hash = t.tx_hash) as onramp
     from mine t
     left join tokens k on k.chain_id = t.chain_id and k.address = t.token_address
     left join prices p on p.chain_id = t.chain_id and p.currency = 'usd'
       and p.address = coalesce(t.token_address, $3)
     left join nft_collections c on t.kind in ('erc721', 'erc1155')
       and c.chain_id = t.chain_id and c.address = t.token_address
     left join nft_items i on t.kind in ('erc721', 'erc1155')
       and i.chain_id = t.chain_id and i.address = t.token_address and i.token_id = t.value
     where t.n <= $5
     order by t.log_index, t.sub_index`,
    [
      shown.map((row) => row.tx_hash),
      chainIds,
      NATIVE_TOKEN_ADDRESS,
      address,
      HISTORY_TRANSFERS_PER_TRANSACTION,
    ],
  )
  const data = shown.map((tx) => {
    const transfers = rows.filter(
      (row) => row.tx_hash === tx.tx_hash && row.chain_id === tx.chain_id,
    )
    return toTransaction(ctx, address, tx, transfers, icon)
  })
  return { data, next }
}

function toTransaction(
  ctx: CloudContext,
  address: string,
  tx: PageRow,
  rows: TransferJoinRow[],
  icon: IconRequest,
): HistoryTransactionBody {
  const first = rows[0]
  const caip = `eip155:${tx.chain_id}`
  const transfers = rows.map((row) => toTransfer(ctx, address, row, icon))
  const directions = new Set(transfers.map((transfer) => transfer.direction))
  const minted = rows.some((row) => row.from_address === zeroAddress && row.to_address === address)
  // Paid by the on-ramp provider's treasury (apps/cloud/src/onramp): a purchase.
  const operationType = rows.some((row) => row.onramp)
    ? 'buy'
    : directions.has('in') && directions.has('out')
      ? 'trade'
      : minted
        ? 'mint'
        : directions.has('in')
          ? 'receive'
          : 'send'
  return {
    id: `${tx.tx_hash}:${tx.chain_id}`,
    metadata: {
      operationType,
      hash: tx.tx_hash,
      minedAt: new Date(Number(tx.mined_at) * 1000).toISOString(),
      sentFrom: first ? getAddress(first.tx_from) : '',
      sentTo: first?.tx_to ? getAddress(first.tx_to) : '',
      status: first?.tx_status ?? 'confirmed',
      nonce: Number(first?.tx_nonce ?? 0),
      chain: caip,
    },
    transfers,
  }
}

function toTransfer(
  ctx: CloudContext,
  address: string,
  row: TransferJoinRow,
  icon: IconRequest,
): HistoryTransferBody {
  const direction =
    row.from_address === address && row.to_address === address
      ? 'self'
      : row.from_address === address
        ? 'out'
        : 'in'
  const parties = { sender: getAddress(row.from_address), recipient: getAddress(row.to_address) }
  const price = row.price ?? 0
  if (row.kind === 'erc721' || row.kind === 'erc1155') {
    const name = row.item_name ?? `${row.collection_name ?? row.name ?? 'NFT'} #${row.value}`
    return {
      nft_info: {
        name,
        standard: row.kind,
        content: {
          preview: {
            url: nftImageUrl(ctx, row.chain_id, row.token_address ?? '', row.value, icon),
          },
        },
        flags: { is_spam: row.collection_spam ?? row.is_spam ?? false },
      },
      direction,
      ...parties,
      quantity: { numeric: row.kind === 'erc1155' ? (row.amount ?? '0') : '1' },
      value: 0,
      price: 0,
    }
  }
  const native = row.kind === 'native'
  const numeric = formatUnits(BigInt(row.value), native ? 18 : (row.decimals ?? 0))
  return {
    fungible_info: {
      name: native ? 'Ether' : (row.name ?? 'Unknown token'),
      symbol: native ? 'ETH' : (row.symbol ?? ''),
      icon: { url: tokenIconUrl(ctx, native ? 'ETH' : row.icon_id, icon) },
    },
    direction,
    ...parties,
    quantity: { numeric },
    value: Number(numeric) * price,
    price,
  }
}

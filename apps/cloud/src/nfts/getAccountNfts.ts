import { getAddress } from 'viem'
import type { IconRequest } from '../blockchain/tokenIconUrl'
import type { CloudContext, RunningChain } from '../server/types'
import { nftImageUrl } from './nftImageUrl'

/** NFTs per page of `GET /v1/account/{address}/nfts`. */
export const NFTS_PAGE_SIZE = 50

/** One NFT of `GET /v1/account/{address}/nfts`. */
export type NftBody = {
  /** CAIP-2 network id, e.g. `eip155:1`. */
  chainId: string
  /** Decimal string. */
  tokenId: string
  name: string
  imageUrl: string
  /** How many the account holds, a decimal string (`1` for ERC-721). */
  amount: string
  collection: {
    /** CAIP-10 address of the contract. */
    address: string
    name: string
    symbol: string
    standard: 'erc721' | 'erc1155'
  }
  flags: { is_spam: boolean }
}

type Row = {
  chain_id: number
  token_address: string
  token_id: string
  amount: string
  standard: 'erc721' | 'erc1155' | null
  collection_name: string | null
  symbol: string | null
  is_spam: boolean | null
  item_name: string | null
}

/**
 * The NFTs `address` holds on `chains`, from the indexer's `nft_transfers` (amounts in minus
 * amounts out, kept when positive), newest received first, `NFTS_PAGE_SIZE` per page from
 * `offset`. Collections flagged spam are left out unless `includeSpam`. `next` is the offset of
 * the next page, `null` on the last one.
 *
 * @example
 * const { data, next } = await getAccountNfts(ctx, { address, chains, offset: 0, icon })
 */
export async function getAccountNfts(
  ctx: CloudContext,
  input: {
    address: `0x${string}`
    chains: RunningChain[]
    offset: number
    includeSpam?: boolean
    icon: IconRequest
  },
): Promise<{ data: NftBody[]; next: number | null }> {
  const caip = new Map(input.chains.map((chain) => [chain.chainId, chain.caipNetworkId]))
  const { rows } = await ctx.store.query<Row>(
    `with held as (
       select chain_id, token_address, token_id,
         sum(case when to_address = $1 then amount else 0 end)
           - sum(case when from_address = $1 then amount else 0 end) as amount,
         max(case when to_address = $1 then block_number end) as received
       from nft_transfers
       where chain_id = any($2::int[]) and (to_address = $1 or from_address = $1)
       group by chain_id, token_address, token_id
     )
     select h.chain_id, h.token_address, h.token_id, h.amount::text as amount, c.standard,
       c.name as collection_name, c.symbol, c.is_spam, i.name as item_name
     from held h
     left join nft_collections c on c.chain_id = h.chain_id and c.address = h.token_address
     left join nft_items i on i.chain_id = h.chain_id and i.address = h.token_address
       and i.token_id = h.token_id
     where h.amount > 0 and ($3::boolean or not coalesce(c.is_spam, false))
     order by h.received desc nulls last, h.chain_id, h.token_address, length(h.token_id),
       h.token_id
     limit $4 offset $5`,
    [input.address, [...caip.keys()], input.includeSpam ?? false, NFTS_PAGE_SIZE + 1, input.offset],
  )
  const data = rows.slice(0, NFTS_PAGE_SIZE).map((row): NftBody => {
    const network = caip.get(row.chain_id) ?? `eip155:${row.chain_id}`
    const collectionName = row.collection_name ?? 'Unknown collection'
    return {
      chainId: network,
      tokenId: row.token_id,
      name: row.item_name ?? `${collectionName} #${row.token_id}`,
      imageUrl: nftImageUrl(ctx, row.chain_id, row.token_address, row.token_id, input.icon),
      amount: row.amount,
      collection: {
        address: `${network}:${getAddress(row.token_address)}`,
        name: collectionName,
        symbol: row.symbol ?? '',
        standard: row.standard ?? 'erc721',
      },
      flags: { is_spam: row.is_spam ?? false },
    }
  })
  return { data, next: rows.length > NFTS_PAGE_SIZE ? input.offset + NFTS_PAGE_SIZE : null }
}

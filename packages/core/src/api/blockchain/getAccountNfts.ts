import * as z from 'zod/mini'
import type { HttpClient } from '../../http/types'
import { parseResponse } from '../parseResponse'
import type { ApiErrorType, ApiRequestOptions } from '../types'

/** One NFT of `GET /v1/account/{address}/nfts` (the Airlock cloud's route). */
export type Nft = {
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

/** `GET /v1/account/{address}/nfts`: one page of NFTs and the next page's cursor. */
export type AccountNfts = { data: Nft[]; next: string | null }

export type GetAccountNftsParameters = ApiRequestOptions & {
  address: string
  /** The `next` of the previous page. */
  cursor?: string | null | undefined
  /** CAIP-2 id of the chain; every chain the cloud serves when absent. */
  chainId?: string | undefined
}
export type GetAccountNftsReturnType = AccountNfts
export type GetAccountNftsErrorType = ApiErrorType

/**
 * One page of the NFTs an account holds: `GET /v1/account/{address}/nfts` with `cursor` and
 * `chainId` (the Airlock cloud's route). Spam collections are already left
 * out by the cloud. `next` is `null` on the last page.
 *
 * @example
 * const { data, next } = await getAccountNfts(blockchainClient, {
 *   address: '0xf39F...2266',
 *   chainId: 'eip155:1',
 * })
 */
export async function getAccountNfts(
  client: HttpClient,
  { address, cursor, chainId, signal }: GetAccountNftsParameters,
): Promise<GetAccountNftsReturnType> {
  const path = `/v1/account/${encodeURIComponent(address)}/nfts`
  const body = await client.get({ path, params: { cursor, chainId }, signal })
  return parseResponse(schema(), body, path)
}

function schema(): z.ZodMiniType<AccountNfts> {
  return z.object({
    data: z.array(
      z.object({
        chainId: z.string(),
        tokenId: z.string(),
        name: z.string(),
        imageUrl: z.string(),
        amount: z.string(),
        collection: z.object({
          address: z.string(),
          name: z.string(),
          symbol: z.string(),
          standard: z.enum(['erc721', 'erc1155']),
        }),
        flags: z.object({ is_spam: z.boolean() }),
      }),
    ),
    next: z._default(z.nullable(z.string()), null),
  })
}

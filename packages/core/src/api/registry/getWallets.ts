import * as z from 'zod/mini'
import type { HttpClient } from '../../http/types'
import { parseResponse } from '../parseResponse'
import type { ApiErrorType, ApiRequestOptions, WalletList } from '../types'

export type GetWalletsParameters = ApiRequestOptions & {
  /** 1-based page number. */
  page?: number | undefined
  /** Entries per page (SPEC.md §9: 4 recommended, 40 per page, 100 for a search). */
  entries?: number | undefined
  /** Only these wallet ids; sent comma-joined. */
  include?: readonly string[] | undefined
  /** Not these wallet ids; sent comma-joined. */
  exclude?: readonly string[] | undefined
  search?: string | undefined
  badge_type?: string | undefined
  /** CAIP-2 ids the wallets must support; sent comma-joined. */
  chains?: readonly string[] | undefined
}
export type GetWalletsReturnType = WalletList
export type GetWalletsErrorType = ApiErrorType

const PATH = '/getWallets'

/**
 * One page of the wallet registry. `GET /getWallets` with `page`, `entries`, `include`,
 * `exclude`, `search`, `badge_type` and `chains`; the response holds `data[]` (SPEC.md §3 "Wallet
 * list entry") and `count` (SPEC.md §7).
 *
 * @example
 * const { data, count } = await getWallets(registryClient, { page: 1, entries: 40 })
 */
export async function getWallets(
  client: HttpClient,
  {
    page,
    entries,
    include,
    exclude,
    search,
    badge_type,
    chains,
    signal,
  }: GetWalletsParameters = {},
): Promise<GetWalletsReturnType> {
  const body = await client.get({
    path: PATH,
    params: { page, entries, include, exclude, search, badge_type, chains },
    signal,
  })
  return parseResponse(schema(), body, PATH)
}

function schema(): z.ZodMiniType<WalletList> {
  const link = () => z.optional(z.nullable(z.string()))
  return z.object({
    data: z.array(
      z.looseObject({
        id: z.string(),
        name: z.string(),
        image_id: link(),
        rdns: link(),
        chains: z.optional(z.array(z.string())),
        mobile_link: link(),
        desktop_link: link(),
        webapp_link: link(),
      }),
    ),
    count: z.number(),
  })
}

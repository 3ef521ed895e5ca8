import type { HttpClient } from '../../http/types'
import { parseResponse } from '../parseResponse'
import type { ApiErrorType, ApiRequestOptions, WalletList } from '../types'

export type GetWalletsParameters = ApiRequestOptions & {
  /** 1-based page number. */
  page?: number | undefined
  /** Entries per page (4 recommended, 40 per page, 100 for a search). */
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
 * `exclude`, `search`, `badge_type` and `chains`; the response holds `data[]` (registry wallet
 * entries) and `count`.
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
  // The response schema (and zod with it) loads while the request is on its way: the modal asks
  // for the list as it opens, and zod is not on the path to its first frame.
  const [body, { walletListSchema }] = await Promise.all([
    client.get({
      path: PATH,
      params: { page, entries, include, exclude, search, badge_type, chains },
      signal,
    }),
    import('./walletListSchema'),
  ])
  return parseResponse(walletListSchema(), body, PATH)
}

import * as z from 'zod/mini'
import type { HttpClient } from '../../http/types'
import { parseResponse } from '../parseResponse'
import type { ApiErrorType, ApiRequestOptions, TokenPrices } from '../types'

export type GetTokenPricesParameters = ApiRequestOptions & {
  /** Currency of the prices, e.g. `usd`. */
  currency: string
  /** CAIP-10 token addresses. */
  addresses: readonly string[]
}
export type GetTokenPricesReturnType = TokenPrices
export type GetTokenPricesErrorType = ApiErrorType

const PATH = '/v1/fungible/price'

/**
 * Current prices of tokens. `POST /v1/fungible/price` with `currency`, `addresses` and
 * `projectId`.
 *
 * @example
 * const { fungibles } = await getTokenPrices(blockchainClient, {
 *   currency: 'usd',
 *   addresses: ['eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'],
 * })
 */
export async function getTokenPrices(
  client: HttpClient,
  { currency, addresses, signal }: GetTokenPricesParameters,
): Promise<GetTokenPricesReturnType> {
  const body = await client.post({
    path: PATH,
    body: { currency, addresses, projectId: client.projectId },
    signal,
  })
  return parseResponse(schema(), body, PATH)
}

function schema(): z.ZodMiniType<TokenPrices> {
  return z.object({
    fungibles: z.array(
      z.looseObject({
        name: z.string(),
        symbol: z.string(),
        iconUrl: z.string(),
        price: z.number(),
        address: z.optional(z.string()),
      }),
    ),
  })
}

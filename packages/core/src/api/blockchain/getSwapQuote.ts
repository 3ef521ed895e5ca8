import * as z from 'zod/mini'
import type { HttpClient } from '../../http/types'
import { parseResponse } from '../parseResponse'
import type { ApiErrorType, ApiRequestOptions, SwapQuotes } from '../types'

export type GetSwapQuoteParameters = ApiRequestOptions & {
  /** Amount to swap, an integer in the source token's decimals. */
  amount: string
  userAddress: string
  /** CAIP-10 address of the source token. */
  from: string
  /** CAIP-10 address of the destination token. */
  to: string
  /** Gas price in wei. */
  gasPrice?: string | undefined
}
export type GetSwapQuoteReturnType = SwapQuotes
export type GetSwapQuoteErrorType = ApiErrorType

const PATH = '/v1/convert/quotes'

/**
 * Quotes for a swap. `GET /v1/convert/quotes` with `amount`, `userAddress`, `from`, `to` and
 * `gasPrice`.
 *
 * @example
 * const { quotes } = await getSwapQuote(blockchainClient, {
 *   amount: '1000000',
 *   userAddress: 'eip155:1:0xabc...',
 *   from: 'eip155:1:0xA0b8...USDC',
 *   to: 'eip155:1:0xeeee...eeee',
 * })
 */
export async function getSwapQuote(
  client: HttpClient,
  { amount, userAddress, from, to, gasPrice, signal }: GetSwapQuoteParameters,
): Promise<GetSwapQuoteReturnType> {
  const body = await client.get({
    path: PATH,
    params: { amount, userAddress, from, to, gasPrice },
    signal,
  })
  return parseResponse(schema(), body, PATH)
}

function schema(): z.ZodMiniType<SwapQuotes> {
  return z.object({
    quotes: z.array(
      z.looseObject({
        id: z.optional(z.nullable(z.string())),
        fromAmount: z.string(),
        fromAccount: z.string(),
        toAmount: z.string(),
        toAccount: z.string(),
      }),
    ),
  })
}

import * as z from 'zod/mini'
import type { HttpClient } from '../../http/types'
import { parseResponse } from '../parseResponse'
import type { ApiErrorType, ApiRequestOptions, SwapTokens } from '../types'

export type GetSwapTokensParameters = ApiRequestOptions & {
  /** CAIP-2 id of the chain. */
  chainId: string
}
export type GetSwapTokensReturnType = SwapTokens
export type GetSwapTokensErrorType = ApiErrorType

const PATH = '/v1/convert/tokens'

/**
 * Tokens that can be swapped on a chain. `GET /v1/convert/tokens` with `chainId`.
 *
 * @example
 * const { tokens } = await getSwapTokens(blockchainClient, { chainId: 'eip155:1' })
 */
export async function getSwapTokens(
  client: HttpClient,
  { chainId, signal }: GetSwapTokensParameters,
): Promise<GetSwapTokensReturnType> {
  const body = await client.get({ path: PATH, params: { chainId }, signal })
  return parseResponse(schema(), body, PATH)
}

function schema(): z.ZodMiniType<SwapTokens> {
  return z.object({
    tokens: z.array(
      z.looseObject({
        name: z.string(),
        symbol: z.string(),
        address: z.string(),
        decimals: z.number(),
        logoUri: z.string(),
        eip2612: z.optional(z.boolean()),
      }),
    ),
  })
}

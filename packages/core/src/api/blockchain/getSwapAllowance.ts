import * as z from 'zod/mini'
import type { HttpClient } from '../../http/types'
import { parseResponse } from '../parseResponse'
import type { ApiErrorType, ApiRequestOptions, SwapAllowance } from '../types'

export type GetSwapAllowanceParameters = ApiRequestOptions & {
  /** CAIP-10 address of the token. */
  tokenAddress: string
  /** CAIP-10 address of the account. */
  userAddress: string
}
export type GetSwapAllowanceReturnType = SwapAllowance
export type GetSwapAllowanceErrorType = ApiErrorType

const PATH = '/v1/convert/allowance'

/**
 * How much of a token the swap contract may spend. `GET /v1/convert/allowance` with
 * `tokenAddress` and `userAddress`.
 *
 * @example
 * const { allowance } = await getSwapAllowance(blockchainClient, {
 *   tokenAddress: 'eip155:1:0xA0b8...',
 *   userAddress: 'eip155:1:0xabc...',
 * })
 */
export async function getSwapAllowance(
  client: HttpClient,
  { tokenAddress, userAddress, signal }: GetSwapAllowanceParameters,
): Promise<GetSwapAllowanceReturnType> {
  const body = await client.get({ path: PATH, params: { tokenAddress, userAddress }, signal })
  return parseResponse(schema(), body, PATH)
}

function schema(): z.ZodMiniType<SwapAllowance> {
  return z.object({ allowance: z.string() })
}

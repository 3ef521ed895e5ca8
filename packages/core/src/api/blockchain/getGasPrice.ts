import * as z from 'zod/mini'
import type { HttpClient } from '../../http/types'
import { parseResponse } from '../parseResponse'
import type { ApiErrorType, ApiRequestOptions, GasPrice } from '../types'

export type GetGasPriceParameters = ApiRequestOptions & {
  /** CAIP-2 id of the chain. */
  chainId: string
}
export type GetGasPriceReturnType = GasPrice
export type GetGasPriceErrorType = ApiErrorType

const PATH = '/v1/convert/gas-price'

/**
 * Standard, fast and instant gas prices in wei. `GET /v1/convert/gas-price` with `chainId`.
 *
 * @example
 * const { fast } = await getGasPrice(blockchainClient, { chainId: 'eip155:1' })
 */
export async function getGasPrice(
  client: HttpClient,
  { chainId, signal }: GetGasPriceParameters,
): Promise<GetGasPriceReturnType> {
  const body = await client.get({ path: PATH, params: { chainId }, signal })
  return parseResponse(schema(), body, PATH)
}

function schema(): z.ZodMiniType<GasPrice> {
  return z.object({ standard: z.string(), fast: z.string(), instant: z.string() })
}

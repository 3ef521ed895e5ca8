import * as z from 'zod/mini'
import type { HttpClient } from '../../http/types'
import { parseResponse } from '../parseResponse'
import type { ApiErrorType, ApiRequestOptions, SupportedChains } from '../types'

export type GetSupportedChainsParameters = ApiRequestOptions
export type GetSupportedChainsReturnType = SupportedChains
export type GetSupportedChainsErrorType = ApiErrorType

const PATH = '/v1/supported-chains'

/**
 * The CAIP-2 ids the RPC proxy serves. `GET /v1/supported-chains`. A missing `ws`
 * list reads as empty.
 *
 * @example
 * const { http } = await getSupportedChains(blockchainClient)
 * http.includes('eip155:1') // true
 */
export async function getSupportedChains(
  client: HttpClient,
  { signal }: GetSupportedChainsParameters = {},
): Promise<GetSupportedChainsReturnType> {
  const body = await client.get({ path: PATH, signal })
  return parseResponse(schema(), body, PATH)
}

function schema(): z.ZodMiniType<SupportedChains> {
  return z.object({ http: z.array(z.string()), ws: z._default(z.array(z.string()), []) })
}

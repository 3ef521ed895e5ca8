import * as z from 'zod/mini'
import { HttpRequestError } from '../../errors/http'
import type { HttpClient } from '../../http/types'
import { parseResponse } from '../parseResponse'
import type { ApiErrorType, ApiRequestOptions, NameProfile } from '../types'
import { nameProfileSchema } from './nameProfileSchema'

export type GetReverseProfileParameters = ApiRequestOptions & { address: string }
/** The names registered for the address; empty when none (404). */
export type GetReverseProfileReturnType = NameProfile[]
export type GetReverseProfileErrorType = ApiErrorType

/**
 * The account names registered for an address. `GET /v1/profile/reverse/{address}`.
 * A 404 (no names) resolves to `[]`; other failures throw.
 *
 * @example
 * const [profile] = await getReverseProfile(blockchainClient, { address: '0xabc...' })
 */
export async function getReverseProfile(
  client: HttpClient,
  { address, signal }: GetReverseProfileParameters,
): Promise<GetReverseProfileReturnType> {
  const path = `/v1/profile/reverse/${encodeURIComponent(address)}`
  try {
    const body = await client.get({ path, signal })
    return parseResponse(z.array(nameProfileSchema()), body, path)
  } catch (error) {
    if (error instanceof HttpRequestError && error.status === 404) return []
    throw error
  }
}

import * as z from 'zod/mini'
import type { HttpClient } from '../../http/types'
import { parseResponse } from '../parseResponse'
import type { ApiErrorType, ApiRequestOptions, Session } from '../types'

export type GetSessionParameters = ApiRequestOptions & {
  /** The account, as a CAIP-10 address. */
  id: string
}
export type GetSessionReturnType = Session
export type GetSessionErrorType = ApiErrorType

/**
 * The permission sessions of an account. `GET /v1/sessions/{id}`.
 *
 * @example
 * const { pci } = await getSession(blockchainClient, { id: 'eip155:1:0xabc...' })
 */
export async function getSession(
  client: HttpClient,
  { id, signal }: GetSessionParameters,
): Promise<GetSessionReturnType> {
  const path = `/v1/sessions/${encodeURIComponent(id)}`
  const body = await client.get({ path, signal })
  return parseResponse(z.looseObject({ pci: z.array(z.string()) }), body, path)
}

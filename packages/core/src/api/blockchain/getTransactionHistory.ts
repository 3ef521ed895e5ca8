import * as z from 'zod/mini'
import type { HttpClient } from '../../http/types'
import { parseResponse } from '../parseResponse'
import type { ApiErrorType, ApiRequestOptions, TransactionHistory } from '../types'
import { transactionSchema } from './transactionSchema'

export type GetTransactionHistoryParameters = ApiRequestOptions & {
  address: string
  /** The `next` of the previous page. */
  cursor?: string | null | undefined
  /** On-ramp provider whose history to read, e.g. `coinbase` (fetched with no-cache). */
  onramp?: string | undefined
  /** CAIP-2 id of the chain. */
  chainId?: string | undefined
}
export type GetTransactionHistoryReturnType = TransactionHistory
export type GetTransactionHistoryErrorType = ApiErrorType

/**
 * One page of an account's transactions. `GET /v1/account/{address}/history` with `cursor`,
 * `onramp` and `chainId`; the coinbase on-ramp history bypasses the HTTP cache.
 * `next` is `null` on the last page.
 *
 * @example
 * const { data, next } = await getTransactionHistory(blockchainClient, {
 *   address: '0xd8dA...6045',
 *   chainId: 'eip155:1',
 * })
 */
export async function getTransactionHistory(
  client: HttpClient,
  { address, cursor, onramp, chainId, signal }: GetTransactionHistoryParameters,
): Promise<GetTransactionHistoryReturnType> {
  const path = `/v1/account/${encodeURIComponent(address)}/history`
  const body = await client.get({
    path,
    params: { cursor, onramp, chainId },
    cache: onramp === 'coinbase' ? 'no-cache' : undefined,
    signal,
  })
  return parseResponse(schema(), body, path)
}

function schema(): z.ZodMiniType<TransactionHistory> {
  return z.object({
    data: z.array(transactionSchema()),
    next: z._default(z.nullable(z.string()), null),
  })
}

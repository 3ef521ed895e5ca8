import * as z from 'zod/mini'
import type { HttpClient } from '../../http/types'
import { parseResponse } from '../parseResponse'
import type { ApiErrorType, ApiRequestOptions, ApproveTransaction } from '../types'

export type BuildApproveTransactionParameters = ApiRequestOptions & {
  userAddress: string
  /** CAIP-10 address of the source token. */
  from: string
  /** CAIP-10 address of the destination token. */
  to: string
}
export type BuildApproveTransactionReturnType = ApproveTransaction
export type BuildApproveTransactionErrorType = ApiErrorType

const PATH = '/v1/convert/build-approve'

/**
 * The approve transaction to send before a swap. `GET /v1/convert/build-approve` with
 * `userAddress`, `from` and `to`.
 *
 * @example
 * const { tx } = await buildApproveTransaction(blockchainClient, {
 *   userAddress: 'eip155:1:0xabc...',
 *   from: 'eip155:1:0xA0b8...',
 *   to: 'eip155:1:0xeeee...',
 * })
 */
export async function buildApproveTransaction(
  client: HttpClient,
  { userAddress, from, to, signal }: BuildApproveTransactionParameters,
): Promise<BuildApproveTransactionReturnType> {
  const body = await client.get({ path: PATH, params: { userAddress, from, to }, signal })
  return parseResponse(schema(), body, PATH)
}

function schema(): z.ZodMiniType<ApproveTransaction> {
  return z.object({
    tx: z.looseObject({
      from: z.optional(z.string()),
      to: z.string(),
      data: z.string(),
      value: z.string(),
      eip155: z.optional(z.looseObject({ gasPrice: z.string() })),
    }),
  })
}

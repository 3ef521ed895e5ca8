import * as z from 'zod/mini'
import { SWAP_SLIPPAGE } from '../../constants/limits'
import type { HttpClient } from '../../http/types'
import { parseResponse } from '../parseResponse'
import type { ApiErrorType, ApiRequestOptions, SwapTransaction } from '../types'

export type BuildSwapTransactionParameters = ApiRequestOptions & {
  /** Amount to swap, an integer in the source token's decimals. */
  amount: string
  userAddress: string
  /** CAIP-10 address of the source token. */
  from: string
  /** CAIP-10 address of the destination token. */
  to: string
  /** Slippage in percent. Default `SWAP_SLIPPAGE` (1). */
  slippage?: number | undefined
  /** Skip the server's gas estimate. */
  disableEstimate?: boolean | undefined
}
export type BuildSwapTransactionReturnType = SwapTransaction
export type BuildSwapTransactionErrorType = ApiErrorType

const PATH = '/v1/convert/build-transaction'

/**
 * The swap transaction to send. `POST /v1/convert/build-transaction` with `amount`,
 * `eip155.slippage`, `from`, `to`, `userAddress` and `disableEstimate`; the
 * slippage is `1` unless given.
 *
 * @example
 * const { tx } = await buildSwapTransaction(blockchainClient, {
 *   amount: '1000000',
 *   userAddress: 'eip155:1:0xabc...',
 *   from: 'eip155:1:0xA0b8...',
 *   to: 'eip155:1:0xeeee...',
 * })
 */
export async function buildSwapTransaction(
  client: HttpClient,
  {
    amount,
    userAddress,
    from,
    to,
    slippage = SWAP_SLIPPAGE,
    disableEstimate,
    signal,
  }: BuildSwapTransactionParameters,
): Promise<BuildSwapTransactionReturnType> {
  const body = await client.post({
    path: PATH,
    body: {
      projectId: client.projectId,
      amount,
      eip155: { slippage: String(slippage) },
      from,
      to,
      userAddress,
      disableEstimate,
    },
    signal,
  })
  return parseResponse(schema(), body, PATH)
}

function schema(): z.ZodMiniType<SwapTransaction> {
  return z.object({
    tx: z.looseObject({
      from: z.string(),
      to: z.string(),
      data: z.string(),
      amount: z.string(),
      eip155: z.optional(z.looseObject({ gas: z.string(), gasPrice: z.string() })),
    }),
  })
}

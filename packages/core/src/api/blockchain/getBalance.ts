import * as z from 'zod/mini'
import type { HttpClient } from '../../http/types'
import { parseResponse } from '../parseResponse'
import type { ApiErrorType, ApiRequestOptions, Balances, TokenBalance } from '../types'

export type GetBalanceParameters = ApiRequestOptions & {
  address: string
  /** CAIP-2 id of the chain. */
  chainId?: string | undefined
  /** Currency of `value` and `price`, e.g. `usd`. */
  currency: string
  /** CAIP-10 token addresses whose balance must be fresh; sent comma-joined. */
  forceUpdate?: string | readonly string[] | undefined
}
export type GetBalanceReturnType = Balances
export type GetBalanceErrorType = ApiErrorType

/**
 * Token balances of an account. `GET /v1/account/{address}/balance` with `currency`, `chainId`
 * and `forceUpdate`; each balance is a `TokenBalance`. A
 * native token's `null` address reads as absent. Filtering (0-decimal tokens) is the caller's.
 *
 * @example
 * const { balances } = await getBalance(blockchainClient, {
 *   address: '0xd8dA...6045',
 *   chainId: 'eip155:1',
 *   currency: 'usd',
 * })
 */
export async function getBalance(
  client: HttpClient,
  { address, chainId, currency, forceUpdate, signal }: GetBalanceParameters,
): Promise<GetBalanceReturnType> {
  const path = `/v1/account/${encodeURIComponent(address)}/balance`
  const body = await client.get({ path, params: { currency, chainId, forceUpdate }, signal })
  return parseResponse(schema(), body, path)
}

function schema(): z.ZodMiniType<Balances> {
  return z.object({ balances: z.array(tokenBalanceSchema()) })
}

function tokenBalanceSchema(): z.ZodMiniType<TokenBalance> {
  return z.pipe(
    z.looseObject({
      name: z.string(),
      symbol: z.string(),
      chainId: z.string(),
      address: z.optional(z.nullable(z.string())),
      value: z._default(z.number(), 0),
      price: z.number(),
      quantity: z.looseObject({ decimals: z.string(), numeric: z.string() }),
      iconUrl: z.string(),
    }),
    z.transform(({ address, ...balance }) =>
      typeof address === 'string' ? { ...balance, address } : balance,
    ),
  )
}

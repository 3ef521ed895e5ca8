import * as z from 'zod/mini'
import type { HttpClient } from '../../http/types'
import { parseResponse } from '../parseResponse'
import type { ApiErrorType, ApiRequestOptions, OnrampQuote } from '../types'

export type GetOnrampQuoteParameters = ApiRequestOptions & {
  /** Symbol of the crypto to buy, e.g. `USDC`. */
  purchaseCurrency: string
  /** Fiat currency paid with, e.g. `USD`. */
  paymentCurrency: string
  /** Fiat amount. */
  amount: string | number
  /** The provider's network name, e.g. `ethereum`. */
  network: string
  /** The payment method whose limits and fee apply (`card` when unset; not sent then). */
  paymentMethod?: string | undefined
}
export type GetOnrampQuoteReturnType = OnrampQuote
export type GetOnrampQuoteErrorType = ApiErrorType

const PATH = '/v1/onramp/quote'

/**
 * A price quote for an on-ramp purchase. `POST /v1/onramp/quote` with `purchaseCurrency`,
 * `paymentCurrency`, `amount` and `network`.
 *
 * @example
 * const quote = await getOnrampQuote(blockchainClient, {
 *   purchaseCurrency: 'USDC',
 *   paymentCurrency: 'USD',
 *   amount: '100',
 *   network: 'ethereum',
 * })
 * quote.purchaseAmount.value // '99.5'
 */
export async function getOnrampQuote(
  client: HttpClient,
  {
    purchaseCurrency,
    paymentCurrency,
    amount,
    network,
    paymentMethod,
    signal,
  }: GetOnrampQuoteParameters,
): Promise<GetOnrampQuoteReturnType> {
  const body = await client.post({
    path: PATH,
    body: { purchaseCurrency, paymentCurrency, amount: String(amount), network, paymentMethod },
    signal,
  })
  return parseResponse(schema(), body, PATH)
}

function schema(): z.ZodMiniType<OnrampQuote> {
  const amount = () => z.looseObject({ value: z.string(), currency: z.string() })
  return z.looseObject({
    paymentTotal: amount(),
    purchaseAmount: amount(),
    paymentSubtotal: z.optional(amount()),
    coinbaseFee: z.optional(amount()),
    networkFee: z.optional(amount()),
    quoteId: z.optional(z.string()),
  })
}

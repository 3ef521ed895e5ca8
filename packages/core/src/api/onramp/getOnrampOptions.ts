import * as z from 'zod/mini'
import type { HttpClient } from '../../http/types'
import { parseResponse } from '../parseResponse'
import type { ApiErrorType, ApiRequestOptions, OnrampOptions } from '../types'

export type GetOnrampOptionsParameters = ApiRequestOptions
export type GetOnrampOptionsReturnType = OnrampOptions
export type GetOnrampOptionsErrorType = ApiErrorType

const PATH = '/v1/onramp/options'

/**
 * The currencies an on-ramp purchase can be paid with and can buy. `GET /v1/onramp/options`.
 *
 * @example
 * const { paymentCurrencies, purchaseCurrencies } = await getOnrampOptions(blockchainClient)
 */
export async function getOnrampOptions(
  client: HttpClient,
  { signal }: GetOnrampOptionsParameters = {},
): Promise<GetOnrampOptionsReturnType> {
  const body = await client.get({ path: PATH, signal })
  return parseResponse(schema(), body, PATH)
}

function schema(): z.ZodMiniType<OnrampOptions> {
  return z.object({
    paymentCurrencies: z.array(z.looseObject({ id: z.string() })),
    purchaseCurrencies: z.array(
      z.looseObject({ id: z.string(), name: z.string(), symbol: z.string() }),
    ),
  })
}

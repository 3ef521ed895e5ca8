import { describe, expect, test } from 'vitest'
import { expectInvalidResponse, PROJECT_QUERY, useApiServer } from '../test/useApiServer'
import { getOnrampOptions } from './getOnrampOptions'

const serve = useApiServer()
const options = {
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: [{ id: 'card', min: '10', max: '7500' }] },
  ],
  purchaseCurrencies: [{ id: 'usdc-id', name: 'USD Coin', symbol: 'USDC', networks: [] }],
}

describe('getOnrampOptions', () => {
  test('GET /v1/onramp/options', async () => {
    const { server, client } = await serve(() => ({ body: options }))
    expect(await getOnrampOptions(client)).toEqual(options)
    expect(server.last()).toMatchObject({
      method: 'GET',
      path: '/v1/onramp/options',
      query: PROJECT_QUERY,
    })
  })

  test('a purchase currency without symbol is an InvalidResponseError', async () => {
    const { client } = await serve(() => ({
      body: { ...options, purchaseCurrencies: [{ id: 'x', name: 'X' }] },
    }))
    await expectInvalidResponse(
      getOnrampOptions(client),
      '/v1/onramp/options',
      'purchaseCurrencies.0.symbol',
    )
  })
})

import { describe, expect, test } from 'vitest'
import { expectInvalidResponse, PROJECT_QUERY, useApiServer } from '../test/useApiServer'
import { getOnrampQuote } from './getOnrampQuote'

const serve = useApiServer()
const usd = (value: string) => ({ value, currency: 'USD' })
const quote = {
  paymentTotal: usd('100'),
  paymentSubtotal: usd('98'),
  purchaseAmount: { value: '97.5', currency: 'USDC' },
  coinbaseFee: usd('1.5'),
  networkFee: usd('0.5'),
  quoteId: 'q1',
}

describe('getOnrampQuote', () => {
  test('POST /v1/onramp/quote with purchaseCurrency, paymentCurrency, amount and network', async () => {
    const { server, client } = await serve(() => ({ body: quote }))
    const result = await getOnrampQuote(client, {
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: 100,
      network: 'ethereum',
    })
    expect(result).toEqual(quote)
    expect(server.last()).toMatchObject({
      method: 'POST',
      path: '/v1/onramp/quote',
      query: PROJECT_QUERY,
      body: {
        purchaseCurrency: 'USDC',
        paymentCurrency: 'USD',
        amount: '100',
        network: 'ethereum',
      },
    })
  })

  test('a quote without purchaseAmount is an InvalidResponseError', async () => {
    const { purchaseAmount: _, ...bad } = quote
    const { client } = await serve(() => ({ body: bad }))
    await expectInvalidResponse(
      getOnrampQuote(client, {
        purchaseCurrency: 'USDC',
        paymentCurrency: 'USD',
        amount: '1',
        network: 'base',
      }),
      '/v1/onramp/quote',
      'purchaseAmount',
    )
  })
})

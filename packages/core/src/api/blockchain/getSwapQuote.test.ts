import { describe, expect, test } from 'vitest'
import { expectInvalidResponse, PROJECT_QUERY, useApiServer } from '../test/useApiServer'
import { getSwapQuote } from './getSwapQuote'

const serve = useApiServer()
const quote = {
  id: null,
  fromAmount: '1000000',
  fromAccount: 'eip155:1:0xA0b8',
  toAmount: '330000000000000',
  toAccount: 'eip155:1:0xeeee',
}
const params = {
  amount: '1000000',
  userAddress: 'eip155:1:0xabc',
  from: 'eip155:1:0xA0b8',
  to: 'eip155:1:0xeeee',
}

describe('getSwapQuote', () => {
  test('GET /v1/convert/quotes with amount, userAddress, from, to and gasPrice', async () => {
    const { server, client } = await serve(() => ({ body: { quotes: [quote] } }))
    const result = await getSwapQuote(client, { ...params, gasPrice: '30000000000' })
    expect(server.last()).toMatchObject({
      method: 'GET',
      path: '/v1/convert/quotes',
      query: { ...PROJECT_QUERY, ...params, gasPrice: '30000000000' },
    })
    expect(result).toEqual({ quotes: [quote] })
  })

  test('a quote without toAmount is an InvalidResponseError', async () => {
    const { toAmount: _, ...bad } = quote
    const { client } = await serve(() => ({ body: { quotes: [bad] } }))
    await expectInvalidResponse(
      getSwapQuote(client, params),
      '/v1/convert/quotes',
      'quotes.0.toAmount',
    )
  })
})

import { describe, expect, test } from 'vitest'
import { HttpRequestError } from '../../errors/http'
import { expectInvalidResponse, PROJECT_QUERY, useApiServer } from '../test/useApiServer'
import { getTokenPrices } from './getTokenPrices'

const serve = useApiServer()
const usdc = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const price = { name: 'USD Coin', symbol: 'USDC', iconUrl: 'https://img/usdc.png', price: 1 }

describe('getTokenPrices', () => {
  test('POST /v1/fungible/price with currency, addresses and projectId', async () => {
    const { server, client } = await serve(() => ({ body: { fungibles: [price] } }))
    expect(await getTokenPrices(client, { currency: 'usd', addresses: [usdc] })).toEqual({
      fungibles: [price],
    })
    expect(server.last()).toMatchObject({
      method: 'POST',
      path: '/v1/fungible/price',
      query: PROJECT_QUERY,
      body: { currency: 'usd', addresses: [usdc], projectId: 'p1' },
    })
  })

  test('a string price is an InvalidResponseError', async () => {
    const { client } = await serve(() => ({ body: { fungibles: [{ ...price, price: '1' }] } }))
    await expectInvalidResponse(
      getTokenPrices(client, { currency: 'usd', addresses: [usdc] }),
      '/v1/fungible/price',
      'fungibles.0.price',
    )
  })

  test('HTTP status code: 422', async () => {
    const { client } = await serve(() => ({ status: 422 }))
    await expect(getTokenPrices(client, { currency: 'usd', addresses: [] })).rejects.toSatisfy(
      (e: unknown) => e instanceof HttpRequestError && e.shortMessage === 'HTTP status code: 422',
    )
  })
})

import { describe, expect, test } from 'vitest'
import { expectInvalidResponse, PROJECT_QUERY, useApiServer } from '../test/useApiServer'
import { getGasPrice } from './getGasPrice'

const serve = useApiServer()

describe('getGasPrice', () => {
  test('GET /v1/convert/gas-price with chainId', async () => {
    const prices = { standard: '1', fast: '2', instant: '3' }
    const { server, client } = await serve(() => ({ body: prices }))
    expect(await getGasPrice(client, { chainId: 'eip155:8453' })).toEqual(prices)
    expect(server.last()).toMatchObject({
      method: 'GET',
      path: '/v1/convert/gas-price',
      query: { ...PROJECT_QUERY, chainId: 'eip155:8453' },
    })
  })

  test('a missing price is an InvalidResponseError', async () => {
    const { client } = await serve(() => ({ body: { standard: '1', fast: '2' } }))
    await expectInvalidResponse(
      getGasPrice(client, { chainId: 'eip155:1' }),
      '/v1/convert/gas-price',
      'instant',
    )
  })
})

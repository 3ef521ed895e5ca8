import { describe, expect, test } from 'vitest'
import { expectInvalidResponse, PROJECT_QUERY, useApiServer } from '../test/useApiServer'
import { getSwapTokens } from './getSwapTokens'

const serve = useApiServer()
const token = {
  name: 'USD Coin',
  symbol: 'USDC',
  address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  decimals: 6,
  logoUri: 'https://img/usdc.png',
  eip2612: true,
}

describe('getSwapTokens', () => {
  test('GET /v1/convert/tokens with chainId', async () => {
    const { server, client } = await serve(() => ({ body: { tokens: [token] } }))
    expect(await getSwapTokens(client, { chainId: 'eip155:1' })).toEqual({ tokens: [token] })
    expect(server.last()).toMatchObject({
      method: 'GET',
      path: '/v1/convert/tokens',
      query: { ...PROJECT_QUERY, chainId: 'eip155:1' },
    })
  })

  test('string decimals are an InvalidResponseError', async () => {
    const { client } = await serve(() => ({ body: { tokens: [{ ...token, decimals: '6' }] } }))
    await expectInvalidResponse(
      getSwapTokens(client, { chainId: 'eip155:1' }),
      '/v1/convert/tokens',
      'tokens.0.decimals: expected number',
    )
  })
})

import { describe, expect, test } from 'vitest'
import { expectInvalidResponse, PROJECT_QUERY, useApiServer } from '../test/useApiServer'
import { getBalance } from './getBalance'

const serve = useApiServer()
const native = {
  name: 'Ethereum',
  symbol: 'ETH',
  chainId: 'eip155:1',
  address: null,
  value: 3000,
  price: 3000,
  quantity: { decimals: '18', numeric: '1.0' },
  iconUrl: 'https://img/eth.png',
}
const usdc = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  value: 10,
  price: 1,
  quantity: { decimals: '6', numeric: '10' },
  iconUrl: 'https://img/usdc.png',
  extra: 'kept',
}

describe('getBalance', () => {
  test('GET /v1/account/{address}/balance with currency, chainId and forceUpdate', async () => {
    const { server, client } = await serve(() => ({ body: { balances: [native, usdc] } }))
    const { balances } = await getBalance(client, {
      address: '0xabc',
      chainId: 'eip155:1',
      currency: 'usd',
      forceUpdate: [usdc.address, 'eip155:1:0xdef'],
    })
    expect(server.last()).toMatchObject({
      method: 'GET',
      path: '/v1/account/0xabc/balance',
      query: {
        ...PROJECT_QUERY,
        currency: 'usd',
        chainId: 'eip155:1',
        forceUpdate: `${usdc.address},eip155:1:0xdef`,
      },
    })
    const { address: _null, ...nativeWithoutAddress } = native
    expect(balances).toEqual([nativeWithoutAddress, usdc])
    expect(balances[0]).not.toHaveProperty('address')
  })

  test('a missing value reads as 0; no chainId or forceUpdate is sent when absent', async () => {
    const { value: _value, address: _address, ...noValue } = native
    const { server, client } = await serve(() => ({ body: { balances: [noValue] } }))
    const { balances } = await getBalance(client, { address: '0xabc', currency: 'eur' })
    expect(balances[0]?.value).toBe(0)
    expect(server.last().query).toEqual({ ...PROJECT_QUERY, currency: 'eur' })
  })

  test.each([
    ['balances', {}],
    [
      'balances.0.quantity.decimals',
      { balances: [{ ...usdc, quantity: { decimals: 6, numeric: '1' } }] },
    ],
    ['balances.0.price', { balances: [{ ...usdc, price: '1' }] }],
    ['balances.0.iconUrl', { balances: [{ ...usdc, iconUrl: undefined }] }],
  ])('a malformed %s is an InvalidResponseError', async (field, body) => {
    const { client } = await serve(() => ({ body }))
    await expectInvalidResponse(
      getBalance(client, { address: '0xabc', currency: 'usd' }),
      '/v1/account/0xabc/balance',
      field,
    )
  })
})

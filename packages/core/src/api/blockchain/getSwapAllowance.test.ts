import { describe, expect, test } from 'vitest'
import { expectInvalidResponse, PROJECT_QUERY, useApiServer } from '../test/useApiServer'
import { getSwapAllowance } from './getSwapAllowance'

const serve = useApiServer()
const params = { tokenAddress: 'eip155:1:0xA0b8', userAddress: 'eip155:1:0xabc' }

describe('getSwapAllowance', () => {
  test('GET /v1/convert/allowance with tokenAddress and userAddress', async () => {
    const { server, client } = await serve(() => ({ body: { allowance: '115792' } }))
    expect(await getSwapAllowance(client, params)).toEqual({ allowance: '115792' })
    expect(server.last()).toMatchObject({
      method: 'GET',
      path: '/v1/convert/allowance',
      query: { ...PROJECT_QUERY, ...params },
    })
  })

  test('a numeric allowance is an InvalidResponseError', async () => {
    const { client } = await serve(() => ({ body: { allowance: 5 } }))
    await expectInvalidResponse(
      getSwapAllowance(client, params),
      '/v1/convert/allowance',
      'allowance',
    )
  })
})

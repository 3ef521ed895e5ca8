import { describe, expect, test } from 'vitest'
import { SWAP_SLIPPAGE } from '../../constants/limits'
import { expectInvalidResponse, PROJECT_QUERY, useApiServer } from '../test/useApiServer'
import { buildSwapTransaction } from './buildSwapTransaction'

const serve = useApiServer()
const params = {
  amount: '1000000',
  userAddress: 'eip155:1:0xabc',
  from: 'eip155:1:0xA0b8',
  to: 'eip155:1:0xeeee',
}
const tx = {
  from: 'eip155:1:0xabc',
  to: 'eip155:1:0x1111',
  data: '0x12aa3caf',
  amount: '330000000000000',
  eip155: { gas: '210000', gasPrice: '1000' },
}

describe('buildSwapTransaction', () => {
  test('POST /v1/convert/build-transaction with slippage 1 by default', async () => {
    expect(SWAP_SLIPPAGE).toBe(1)
    const { server, client } = await serve(() => ({ body: { tx } }))
    expect(await buildSwapTransaction(client, { ...params, disableEstimate: true })).toEqual({ tx })
    expect(server.last()).toMatchObject({
      method: 'POST',
      path: '/v1/convert/build-transaction',
      query: PROJECT_QUERY,
    })
    expect(server.last().body).toEqual({
      projectId: 'p1',
      amount: '1000000',
      eip155: { slippage: '1' },
      from: 'eip155:1:0xA0b8',
      to: 'eip155:1:0xeeee',
      userAddress: 'eip155:1:0xabc',
      disableEstimate: true,
    })
  })

  test('a given slippage is sent', async () => {
    const { server, client } = await serve(() => ({ body: { tx } }))
    await buildSwapTransaction(client, { ...params, slippage: 3 })
    expect(server.last().body).toMatchObject({ eip155: { slippage: '3' } })
    expect(server.last().body).not.toHaveProperty('disableEstimate')
  })

  test('a missing tx is an InvalidResponseError', async () => {
    const { client } = await serve(() => ({ body: {} }))
    await expectInvalidResponse(
      buildSwapTransaction(client, params),
      '/v1/convert/build-transaction',
      'tx',
    )
  })
})

import { describe, expect, test } from 'vitest'
import { expectInvalidResponse, PROJECT_QUERY, useApiServer } from '../test/useApiServer'
import { buildApproveTransaction } from './buildApproveTransaction'

const serve = useApiServer()
const params = { userAddress: 'eip155:1:0xabc', from: 'eip155:1:0xA0b8', to: 'eip155:1:0xeeee' }
const tx = {
  from: 'eip155:1:0xabc',
  to: 'eip155:1:0xA0b8',
  data: '0x095ea7b3',
  value: '0',
  eip155: { gasPrice: '1000' },
}

describe('buildApproveTransaction', () => {
  test('GET /v1/convert/build-approve with userAddress, from and to', async () => {
    const { server, client } = await serve(() => ({ body: { tx } }))
    expect(await buildApproveTransaction(client, params)).toEqual({ tx })
    expect(server.last()).toMatchObject({
      method: 'GET',
      path: '/v1/convert/build-approve',
      query: { ...PROJECT_QUERY, ...params },
    })
  })

  test('a transaction without data is an InvalidResponseError', async () => {
    const { client } = await serve(() => ({ body: { tx: { ...tx, data: undefined } } }))
    await expectInvalidResponse(
      buildApproveTransaction(client, params),
      '/v1/convert/build-approve',
      'tx.data',
    )
  })
})

import { describe, expect, test } from 'vitest'
import { expectInvalidResponse, PROJECT_QUERY, useApiServer } from '../test/useApiServer'
import { getTransactionHistory } from './getTransactionHistory'

const serve = useApiServer()
const address = '0xabc'
const transaction = {
  id: 't1',
  metadata: { minedAt: '2024-05-01T10:00:00Z', chain: 'eip155:1', hash: '0x01', status: 'mined' },
  transfers: [
    { direction: 'out', quantity: { numeric: '1' } },
    { nft_info: { name: 'Cat', flags: { is_spam: true } } },
  ],
}

describe('getTransactionHistory', () => {
  test('GET /v1/account/{address}/history with cursor, onramp and chainId', async () => {
    const { server, client } = await serve(() => ({ body: { data: [transaction], next: 'c2' } }))
    const result = await getTransactionHistory(client, {
      address,
      cursor: 'c1',
      chainId: 'eip155:1',
      onramp: 'coinbase',
    })
    expect(server.last()).toMatchObject({
      method: 'GET',
      path: '/v1/account/0xabc/history',
      query: { ...PROJECT_QUERY, cursor: 'c1', chainId: 'eip155:1', onramp: 'coinbase' },
    })
    // fetch's `no-cache` mode revalidates: undici and browsers send `max-age=0`.
    expect(['no-cache', 'max-age=0']).toContain(server.last().headers['cache-control'])
    expect(result).toEqual({ data: [transaction], next: 'c2' })
  })

  test('without onramp the HTTP cache is not bypassed, and a last page has next null', async () => {
    const { server, client } = await serve(() => ({ body: { data: [] } }))
    expect(await getTransactionHistory(client, { address, cursor: null })).toEqual({
      data: [],
      next: null,
    })
    expect(server.last().query).toEqual(PROJECT_QUERY)
    expect(server.last().headers['cache-control']).toBeUndefined()
  })

  test.each([
    ['metadata.minedAt', { ...transaction, metadata: { chain: 'eip155:1' } }],
    [
      'transfers.1.nft_info.flags.is_spam',
      { ...transaction, transfers: [{}, { nft_info: { flags: {} } }] },
    ],
    ['id', { ...transaction, id: 1 }],
  ])('a transaction without a valid %s is an InvalidResponseError', async (field, bad) => {
    const { client } = await serve(() => ({ body: { data: [bad], next: null } }))
    await expectInvalidResponse(
      getTransactionHistory(client, { address }),
      '/v1/account/0xabc/history',
      `data.0.${field}`,
    )
  })
})

import { describe, expect, test } from 'vitest'
import { expectInvalidResponse, PROJECT_QUERY, useApiServer } from '../test/useApiServer'
import { getAccountNfts } from './getAccountNfts'

const serve = useApiServer()

const nft = {
  chainId: 'eip155:1',
  tokenId: '3',
  name: 'Airlock Moments #3',
  imageUrl: 'http://127.0.0.1:1/v1/nft/image/1/0x72bb9c7ffbe2ed234e53bc64862dda6d9fff333b/3',
  amount: '1',
  collection: {
    address: 'eip155:1:0x72bb9c7ffbE2Ed234e53bc64862DdA6d9fFF333b',
    name: 'Airlock Moments',
    symbol: 'MOMENT',
    standard: 'erc721',
  },
  flags: { is_spam: false },
}

describe('getAccountNfts', () => {
  test('GET /v1/account/{address}/nfts with chainId and cursor', async () => {
    const { server, client } = await serve(() => ({ body: { data: [nft], next: 'abc' } }))
    const page = await getAccountNfts(client, {
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      chainId: 'eip155:1',
      cursor: 'xyz',
    })
    expect(page).toEqual({ data: [nft], next: 'abc' })
    expect(server.last()).toMatchObject({
      method: 'GET',
      path: '/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/nfts',
      query: { ...PROJECT_QUERY, chainId: 'eip155:1', cursor: 'xyz' },
    })
  })

  test('next defaults to null; a wrong standard is an InvalidResponseError', async () => {
    const { client } = await serve(() => ({ body: { data: [] } }))
    expect(await getAccountNfts(client, { address: '0x1' })).toEqual({ data: [], next: null })
    const bad = { ...nft, collection: { ...nft.collection, standard: 'erc20' } }
    const { client: other } = await serve(() => ({ body: { data: [bad], next: null } }))
    await expectInvalidResponse(
      getAccountNfts(other, { address: '0x1' }),
      '/v1/account/0x1/nfts',
      'standard',
    )
  })
})

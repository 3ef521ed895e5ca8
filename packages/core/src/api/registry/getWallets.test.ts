import { describe, expect, test } from 'vitest'
import { expectInvalidResponse, PROJECT_QUERY, useApiServer } from '../test/useApiServer'
import { getWallets } from './getWallets'

const serve = useApiServer()
const wallet = {
  id: 'w1',
  name: 'Wallet One',
  image_id: 'img-1',
  rdns: 'io.one',
  chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  mobile_link: 'one://',
  desktop_link: null,
  webapp_link: 'https://one.example',
  homepage: 'https://one.example',
}

describe('getWallets', () => {
  test('GET /getWallets with page, entries, include, exclude, search, badge_type, chains', async () => {
    const { server, client } = await serve(() => ({ body: { data: [wallet], count: 1 } }))
    const result = await getWallets(client, {
      page: 2,
      entries: 40,
      include: ['w1', 'w2'],
      exclude: ['w3'],
      search: 'one',
      badge_type: 'certified',
      chains: ['eip155:1', 'eip155:10'],
    })
    expect(result).toEqual({ data: [wallet], count: 1 })
    expect(server.last()).toMatchObject({ method: 'GET', path: '/getWallets' })
    expect(server.last().query).toEqual({
      ...PROJECT_QUERY,
      page: '2',
      entries: '40',
      include: 'w1,w2',
      exclude: 'w3',
      search: 'one',
      badge_type: 'certified',
      chains: 'eip155:1,eip155:10',
    })
  })

  test('no parameters sends only the project query; minimal entries are accepted', async () => {
    const { server, client } = await serve(() => ({
      body: { data: [{ id: 'w', name: 'W' }], count: 300 },
    }))
    expect(await getWallets(client)).toEqual({ data: [{ id: 'w', name: 'W' }], count: 300 })
    expect(server.last().query).toEqual(PROJECT_QUERY)
  })

  test.each([
    ['count', { data: [] }],
    ['data.0.id', { data: [{ name: 'x' }], count: 1 }],
    ['data.0.chains', { data: [{ ...wallet, chains: 'eip155:1' }], count: 1 }],
  ])('a malformed %s is an InvalidResponseError', async (field, body) => {
    const { client } = await serve(() => ({ body }))
    await expectInvalidResponse(getWallets(client), '/getWallets', field)
  })
})

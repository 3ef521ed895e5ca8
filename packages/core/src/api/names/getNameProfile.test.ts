import { describe, expect, test } from 'vitest'
import { HttpRequestError } from '../../errors/http'
import { expectInvalidResponse, PROJECT_QUERY, useApiServer } from '../test/useApiServer'
import { getNameProfile } from './getNameProfile'

const serve = useApiServer()
const profile = {
  name: 'ana.wallet.id',
  registered: 1700000000,
  updated: 1700000001,
  addresses: { '60': { address: '0xabc', created: '1700000000' } },
  attributes: { bio: 'hi' },
}

describe('getNameProfile', () => {
  test('GET /v1/profile/account/{name}', async () => {
    const { server, client } = await serve(() => ({ body: profile }))
    expect(await getNameProfile(client, { name: 'ana.wallet.id' })).toEqual(profile)
    expect(server.last()).toMatchObject({
      method: 'GET',
      path: '/v1/profile/account/ana.wallet.id',
      query: PROJECT_QUERY,
    })
  })

  test('a 404 (name not registered) resolves to undefined', async () => {
    const { client } = await serve(() => ({ status: 404 }))
    expect(await getNameProfile(client, { name: 'free.wallet.id' })).toBeUndefined()
  })

  test('other statuses throw', async () => {
    const { client } = await serve(() => ({ status: 400 }))
    const error = await getNameProfile(client, { name: 'x' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).shortMessage).toBe('HTTP status code: 400')
  })

  test('the name is encoded into the path', async () => {
    const { server, client } = await serve(() => ({ body: { name: 'a/b' } }))
    await getNameProfile(client, { name: 'a/b' })
    expect(server.last().path).toBe('/v1/profile/account/a%2Fb')
  })

  test('a profile without a name is an InvalidResponseError', async () => {
    const { client } = await serve(() => ({ body: { registered: 1 } }))
    await expectInvalidResponse(
      getNameProfile(client, { name: 'x' }),
      '/v1/profile/account/x',
      'name',
    )
  })
})

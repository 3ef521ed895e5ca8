import { describe, expect, test } from 'vitest'
import { HttpRequestError } from '../../errors/http'
import { expectInvalidResponse, PROJECT_QUERY, useApiServer } from '../test/useApiServer'
import { getReverseProfile } from './getReverseProfile'

const serve = useApiServer()

describe('getReverseProfile', () => {
  test('GET /v1/profile/reverse/{address}', async () => {
    const profiles = [{ name: 'ana.wallet.id', addresses: { '60': { address: '0xabc' } } }]
    const { server, client } = await serve(() => ({ body: profiles }))
    expect(await getReverseProfile(client, { address: '0xabc' })).toEqual(profiles)
    expect(server.last()).toMatchObject({
      method: 'GET',
      path: '/v1/profile/reverse/0xabc',
      query: PROJECT_QUERY,
    })
  })

  test('a 404 (no names) resolves to []', async () => {
    const { client } = await serve(() => ({ status: 404 }))
    expect(await getReverseProfile(client, { address: '0xabc' })).toEqual([])
  })

  test('a 500 throws', async () => {
    const { client } = await serve(() => ({ status: 500 }))
    await expect(getReverseProfile(client, { address: '0xabc' })).rejects.toBeInstanceOf(
      HttpRequestError,
    )
  })

  test('an object instead of a list is an InvalidResponseError', async () => {
    const { client } = await serve(() => ({ body: { name: 'ana.wallet.id' } }))
    await expectInvalidResponse(
      getReverseProfile(client, { address: '0xabc' }),
      '/v1/profile/reverse/0xabc',
      'expected array',
    )
  })
})

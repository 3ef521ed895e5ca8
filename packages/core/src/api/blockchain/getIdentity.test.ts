import { describe, expect, test } from 'vitest'
import { HttpTimeoutError } from '../../errors/http'
import { expectInvalidResponse, PROJECT_QUERY, useApiServer } from '../test/useApiServer'
import { getIdentity } from './getIdentity'

const serve = useApiServer()
const address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

describe('getIdentity', () => {
  test('GET /v1/identity/{address} with sender', async () => {
    const { server, client } = await serve(() => ({
      body: { name: 'vitalik.eth', avatar: 'https://img/v.png', extra: 1 },
    }))
    const identity = await getIdentity(client, { address, sender: '0xabc' })
    expect(server.last()).toMatchObject({
      method: 'GET',
      path: `/v1/identity/${address}`,
      query: { ...PROJECT_QUERY, sender: '0xabc' },
    })
    expect(identity).toEqual({ name: 'vitalik.eth', avatar: 'https://img/v.png', extra: 1 })
  })

  test('no sender, no name and no avatar', async () => {
    const { server, client } = await serve(() => ({ body: { name: null } }))
    expect(await getIdentity(client, { address })).toEqual({ name: null, avatar: null })
    expect(server.last().query).toEqual(PROJECT_QUERY)
  })

  test('a malformed body', async () => {
    const { client } = await serve(() => ({ body: { name: 42 } }))
    await expectInvalidResponse(getIdentity(client, { address }), `/v1/identity/${address}`, 'name')
  })

  test('times out when the server never answers', async () => {
    const { client } = await serve(() => 'hang', { timeoutMs: 50 })
    await expect(getIdentity(client, { address })).rejects.toBeInstanceOf(HttpTimeoutError)
  })
})

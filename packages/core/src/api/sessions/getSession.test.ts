import { describe, expect, test } from 'vitest'
import { expectInvalidResponse, PROJECT_QUERY, useApiServer } from '../test/useApiServer'
import { getSession } from './getSession'

const serve = useApiServer()

describe('getSession', () => {
  test('GET /v1/sessions/{id}', async () => {
    const { server, client } = await serve(() => ({ body: { pci: ['p1', 'p2'] } }))
    expect(await getSession(client, { id: 'eip155:1:0xabc' })).toEqual({ pci: ['p1', 'p2'] })
    expect(server.last()).toMatchObject({
      method: 'GET',
      path: '/v1/sessions/eip155%3A1%3A0xabc',
      query: PROJECT_QUERY,
    })
    expect(decodeURIComponent(server.last().path)).toBe('/v1/sessions/eip155:1:0xabc')
  })

  test('a missing pci list is an InvalidResponseError', async () => {
    const { client } = await serve(() => ({ body: {} }))
    await expectInvalidResponse(getSession(client, { id: 'x' }), '/v1/sessions/x', 'pci')
  })
})

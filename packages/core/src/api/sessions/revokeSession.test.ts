import { describe, expect, test } from 'vitest'
import { PROJECT_QUERY, useApiServer } from '../test/useApiServer'
import { revokeSession } from './revokeSession'

const serve = useApiServer()

describe('revokeSession', () => {
  test('POST /v1/sessions/{id}/revoke with pci and signature', async () => {
    const { server, client } = await serve(() => ({ raw: '' }))
    await expect(
      revokeSession(client, { id: '0xabc', pci: 'p1', signature: '0xsig' }),
    ).resolves.toBeUndefined()
    expect(server.last()).toMatchObject({
      method: 'POST',
      path: '/v1/sessions/0xabc/revoke',
      query: PROJECT_QUERY,
      body: { pci: 'p1', signature: '0xsig' },
    })
  })

  test('HTTP status code: 400', async () => {
    const { client } = await serve(() => ({ status: 400 }))
    await expect(
      revokeSession(client, { id: '0xabc', pci: 'p1', signature: '0xsig' }),
    ).rejects.toMatchObject({ shortMessage: 'HTTP status code: 400', status: 400 })
  })
})

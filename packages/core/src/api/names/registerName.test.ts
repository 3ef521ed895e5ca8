import { describe, expect, test } from 'vitest'
import { HttpRequestError } from '../../errors/http'
import { PROJECT_QUERY, useApiServer } from '../test/useApiServer'
import { registerName } from './registerName'

const serve = useApiServer()
const params = {
  coin_type: 60,
  address: '0xabc',
  message: JSON.stringify({ name: 'ana.wallet.id', timestamp: 1 }),
  signature: '0xsig',
}

describe('registerName', () => {
  test('POST /v1/profile/account with coin_type, address, message and signature', async () => {
    const { server, client } = await serve(() => ({ body: { name: 'ana.wallet.id' } }))
    await expect(registerName(client, params)).resolves.toBeUndefined()
    expect(server.last()).toMatchObject({
      method: 'POST',
      path: '/v1/profile/account',
      query: PROJECT_QUERY,
      body: { ...params, coin_type: '60' },
    })
  })

  test('a 401 (bad signature) throws HTTP status code: 401', async () => {
    const { client } = await serve(() => ({ status: 401 }))
    const error = await registerName(client, params).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).shortMessage).toBe('HTTP status code: 401')
  })
})

import { describe, expect, test } from 'vitest'
import { HttpRequestError } from '../../errors/http'
import { expectInvalidResponse, PROJECT_QUERY, useApiServer } from '../test/useApiServer'
import { getSupportedChains } from './getSupportedChains'

const serve = useApiServer()

describe('getSupportedChains', () => {
  test('GET /v1/supported-chains with the project query', async () => {
    const { server, client } = await serve(() => ({
      body: { http: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], ws: ['eip155:1'] },
    }))
    const result = await getSupportedChains(client)
    expect(server.last()).toMatchObject({
      method: 'GET',
      path: '/v1/supported-chains',
      query: PROJECT_QUERY,
    })
    expect(result).toEqual({
      http: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      ws: ['eip155:1'],
    })
  })

  test('a missing ws list reads as empty', async () => {
    const { client } = await serve(() => ({ body: { http: ['eip155:1'] } }))
    expect(await getSupportedChains(client)).toEqual({ http: ['eip155:1'], ws: [] })
  })

  test('HTTP status code: 500', async () => {
    const { client } = await serve(() => ({ status: 500, body: { error: 'down' } }))
    const error = await getSupportedChains(client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).shortMessage).toBe('HTTP status code: 500')
    expect((error as HttpRequestError).body).toEqual({ error: 'down' })
  })

  test.each([
    ['a string body', 'not json', '(body)'],
    ['http not a list', { http: 'eip155:1' }, 'http: expected array'],
    ['a number in the list', { http: [1] }, 'http.0: expected string'],
  ])('%s is an InvalidResponseError', async (_name, body, field) => {
    const { client } = await serve(() => (typeof body === 'string' ? { raw: body } : { body }))
    await expectInvalidResponse(getSupportedChains(client), '/v1/supported-chains', field)
  })
})

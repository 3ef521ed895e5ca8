import { describe, expect, test } from 'vitest'
import { expectInvalidResponse, PROJECT_QUERY, useApiServer } from '../test/useApiServer'
import { getNameSuggestions } from './getNameSuggestions'

const serve = useApiServer()

describe('getNameSuggestions', () => {
  test('GET /v1/profile/suggestions/{name}', async () => {
    const suggestions = [{ name: 'ana.wallet.id', registered: true }, { name: 'ana1.wallet.id' }]
    const { server, client } = await serve(() => ({ body: { suggestions } }))
    expect(await getNameSuggestions(client, { name: 'ana' })).toEqual({ suggestions })
    expect(server.last()).toMatchObject({
      method: 'GET',
      path: '/v1/profile/suggestions/ana',
      query: PROJECT_QUERY,
    })
  })

  test('a suggestion without a name is an InvalidResponseError', async () => {
    const { client } = await serve(() => ({ body: { suggestions: [{ registered: false }] } }))
    await expectInvalidResponse(
      getNameSuggestions(client, { name: 'ana' }),
      '/v1/profile/suggestions/ana',
      'suggestions.0.name',
    )
  })
})

import { describe, expect, test } from 'vitest'
import { HttpRequestError, InvalidAppConfigurationError } from '../../errors/http'
import { ErrorMessages } from '../../errors/messages'
import { expectInvalidResponse, PROJECT_QUERY, useApiServer } from '../test/useApiServer'
import { getAnalyticsConfig } from './getAnalyticsConfig'

const serve = useApiServer()

describe('getAnalyticsConfig', () => {
  test.each([true, false])('GET /getAnalyticsConfig -> isAnalyticsEnabled %s', async (enabled) => {
    const { server, client } = await serve(() => ({ body: { isAnalyticsEnabled: enabled } }))
    expect(await getAnalyticsConfig(client)).toEqual({ isAnalyticsEnabled: enabled })
    expect(server.last()).toMatchObject({
      method: 'GET',
      path: '/getAnalyticsConfig',
      query: PROJECT_QUERY,
    })
  })

  test('a 403 is Invalid App Configuration', async () => {
    const { client } = await serve(() => ({ status: 403, body: { reason: 'origin' } }))
    const error = await getAnalyticsConfig(client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidAppConfigurationError)
    const invalid = error as InvalidAppConfigurationError
    expect(invalid.shortMessage).toBe(ErrorMessages.INVALID_APP_CONFIGURATION)
    expect(invalid.shortMessage).toBe('Invalid App Configuration')
    expect(invalid.cause).toBeInstanceOf(HttpRequestError)
    expect((invalid.cause as HttpRequestError).status).toBe(403)
  })

  test('other statuses stay HTTP errors', async () => {
    const { client } = await serve(() => ({ status: 500 }))
    const error = await getAnalyticsConfig(client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).not.toBeInstanceOf(InvalidAppConfigurationError)
  })

  test('a string flag is an InvalidResponseError', async () => {
    const { client } = await serve(() => ({ body: { isAnalyticsEnabled: 'yes' } }))
    await expectInvalidResponse(
      getAnalyticsConfig(client),
      '/getAnalyticsConfig',
      'isAnalyticsEnabled',
    )
  })
})

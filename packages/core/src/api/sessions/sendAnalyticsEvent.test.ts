import { describe, expect, test } from 'vitest'
import { PROJECT_QUERY, useApiServer } from '../test/useApiServer'
import { sendAnalyticsEvent } from './sendAnalyticsEvent'

const serve = useApiServer()
const event = {
  eventId: 'e-1',
  url: 'https://dapp.example/page',
  domain: 'dapp.example',
  timestamp: 1700000000000,
  props: { type: 'track', event: 'SIWX_AUTH_SUCCESS' },
}

describe('sendAnalyticsEvent', () => {
  test('POST /e with eventId, url, domain, timestamp and props', async () => {
    const { server, client } = await serve(() => ({ status: 202, raw: '' }))
    await expect(sendAnalyticsEvent(client, event)).resolves.toBeUndefined()
    expect(server.last()).toMatchObject({ method: 'POST', path: '/e', query: PROJECT_QUERY })
    expect(server.last().body).toEqual(event)
  })

  test('HTTP status code: 500', async () => {
    const { client } = await serve(() => ({ status: 500 }))
    await expect(sendAnalyticsEvent(client, event)).rejects.toMatchObject({
      shortMessage: 'HTTP status code: 500',
    })
  })
})

import { describe, expect, test } from 'vitest'
import { expectInvalidResponse, PROJECT_QUERY, useApiServer } from '../test/useApiServer'
import { generateOnrampUrl } from './generateOnrampUrl'

const serve = useApiServer()
const params = {
  destinationWallets: [{ address: '0xabc', blockchains: ['ethereum'], assets: ['USDC'] }],
  defaultNetwork: 'eip155:1',
  partnerUserId: '0xabc',
  defaultExperience: 'buy' as const,
  presetCryptoAmount: 10,
  presetFiatAmount: 20,
}

describe('generateOnrampUrl', () => {
  test('POST /v1/generators/onrampurl and returns the url', async () => {
    const { server, client } = await serve(() => ({ body: { url: 'https://pay/x?y=1' } }))
    expect(await generateOnrampUrl(client, params)).toBe('https://pay/x?y=1')
    expect(server.last()).toMatchObject({
      method: 'POST',
      path: '/v1/generators/onrampurl',
      query: PROJECT_QUERY,
    })
    expect(server.last().body).toEqual(params)
  })

  test('unset options are not sent', async () => {
    const { server, client } = await serve(() => ({ body: { url: 'https://pay' } }))
    await generateOnrampUrl(client, {
      destinationWallets: [{ address: '0xabc' }],
      partnerUserId: 'u',
    })
    expect(server.last().body).toEqual({
      destinationWallets: [{ address: '0xabc' }],
      partnerUserId: 'u',
    })
  })

  test('a response without url is an InvalidResponseError', async () => {
    const { client } = await serve(() => ({ body: { link: 'https://pay' } }))
    await expectInvalidResponse(
      generateOnrampUrl(client, params),
      '/v1/generators/onrampurl',
      'url',
    )
  })
})

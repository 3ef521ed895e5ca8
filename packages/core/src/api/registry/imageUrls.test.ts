import { describe, expect, test } from 'vitest'
import { useApiServer } from '../test/useApiServer'
import { getAssetImageUrl } from './getAssetImageUrl'
import { getCurrencyImageUrl } from './getCurrencyImageUrl'
import { getTokenImageUrl } from './getTokenImageUrl'
import { getWalletImageUrl } from './getWalletImageUrl'

const serve = useApiServer()

describe.each([
  ['getWalletImageUrl', getWalletImageUrl, '/getWalletImage'],
  ['getAssetImageUrl', getAssetImageUrl, '/public/getAssetImage'],
  ['getCurrencyImageUrl', getCurrencyImageUrl, '/public/getCurrencyImage'],
  ['getTokenImageUrl', getTokenImageUrl, '/public/getTokenImage'],
])('%s', (_name, build, path) => {
  test(`with a client: ${path}/{id} and the project query`, async () => {
    const { server, client } = await serve(() => ({ raw: 'img', contentType: 'image/png' }))
    const url = build(client, 'id-1')
    expect(url).toBe(`${server.url}${path}/id-1?projectId=p1&st=airlock&sv=core-test&clientId=c1`)
    // The URL is what an <img> loads: fetch it from the real server.
    const response = await fetch(url)
    expect(response.ok).toBe(true)
    expect(server.last().path).toBe(`${path}/id-1`)
  })

  test('with a base URL: a bare URL, id encoded', () => {
    expect(build('http://127.0.0.1:8787/', 'a b/c')).toBe(`http://127.0.0.1:8787${path}/a%20b%2Fc`)
  })
})

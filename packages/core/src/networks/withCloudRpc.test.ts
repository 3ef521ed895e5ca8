import { describe, expect, test } from 'vitest'
import { gnosis, mainnet } from './evm'
import { solanaDevnet } from './solana'
import { withCloudRpc } from './withCloudRpc'

describe('withCloudRpc', () => {
  test('points the default RPC at {host}/v1/?chainId={caipNetworkId}&projectId={id}', () => {
    const network = withCloudRpc(mainnet, { host: 'http://127.0.0.1:8787', projectId: 'demo' })
    expect(network.rpcUrls.default.http).toEqual([
      'http://127.0.0.1:8787/v1/?chainId=eip155%3A1&projectId=demo',
    ])
    const url = new URL(network.rpcUrls.default.http[0] ?? '')
    expect(url.pathname).toBe('/v1/')
    expect(url.searchParams.get('chainId')).toBe('eip155:1')
    expect(url.searchParams.get('projectId')).toBe('demo')
  })

  test('encodes parameters and trims a trailing slash', () => {
    const network = withCloudRpc(solanaDevnet, { host: 'http://h:1/', projectId: 'a&b=c' })
    const url = new URL(network.rpcUrls.default.http[0] ?? '')
    expect(url.origin + url.pathname).toBe('http://h:1/v1/')
    expect(url.searchParams.get('projectId')).toBe('a&b=c')
    expect(url.searchParams.get('chainId')).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
  })

  test('drops websocket URLs, keeps everything else and does not mutate the input', () => {
    const before = structuredClone(gnosis)
    const network = withCloudRpc(gnosis, { host: 'http://h', projectId: 'p' })
    expect(network.rpcUrls.default.webSocket).toBeUndefined()
    expect({ ...network, rpcUrls: gnosis.rpcUrls }).toEqual(gnosis)
    expect(gnosis).toEqual(before)
  })
})

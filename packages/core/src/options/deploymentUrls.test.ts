import { describe, expect, test } from 'vitest'
import { deploymentUrlProblem, deploymentUrls } from './deploymentUrls'

describe('deploymentUrls', () => {
  test('a domain name: the API and registry at the URL, the relay at /relay, the secure site on secure.<host>', () => {
    expect(deploymentUrls('https://airlock.example.com')).toEqual({
      apiUrl: 'https://airlock.example.com',
      registryUrl: 'https://airlock.example.com',
      relayUrl: 'wss://airlock.example.com/relay',
      secureSiteUrl: 'https://secure.airlock.example.com',
    })
  })

  test('a path prefix is kept for the API and relay, never for the secure site (an origin)', () => {
    expect(deploymentUrls('https://example.com:8443/airlock/')).toEqual({
      apiUrl: 'https://example.com:8443/airlock',
      registryUrl: 'https://example.com:8443/airlock',
      relayUrl: 'wss://example.com:8443/airlock/relay',
      secureSiteUrl: 'https://secure.example.com:8443',
    })
  })

  test('localhost and IP addresses: the secure site is the next port (the layout airlock-services starts)', () => {
    expect(deploymentUrls('http://127.0.0.1:8787')).toEqual({
      apiUrl: 'http://127.0.0.1:8787',
      registryUrl: 'http://127.0.0.1:8787',
      relayUrl: 'ws://127.0.0.1:8787/relay',
      secureSiteUrl: 'http://127.0.0.1:8788',
    })
    expect(deploymentUrls('http://localhost:3000').secureSiteUrl).toBe('http://localhost:3001')
    expect(deploymentUrls('http://airlock.localhost:9000').secureSiteUrl).toBe(
      'http://airlock.localhost:9001',
    )
    expect(deploymentUrls('https://[::1]').secureSiteUrl).toBe('https://[::1]:444')
    expect(deploymentUrls('http://10.0.0.2').relayUrl).toBe('ws://10.0.0.2/relay')
  })

  test('refuses what cannot be a deployment, naming the option', () => {
    for (const value of ['ftp://example.com', 'not a url', 'javascript:alert(1)', 42, undefined])
      expect(deploymentUrlProblem(value)).toBe(
        '`deploymentUrl` must be an http:// or https:// URL without a query, fragment or credentials',
      )
    for (const value of [
      'https://example.com/?x=1',
      'https://example.com/#a',
      'https://user:secret@example.com',
    ])
      expect(deploymentUrlProblem(value)).toBe(
        '`deploymentUrl` must be an http:// or https:// URL without a query, fragment or credentials',
      )
    expect(() => deploymentUrls('ws://example.com')).toThrow(TypeError)
    expect(deploymentUrlProblem('https://example.com')).toBeUndefined()
  })
})

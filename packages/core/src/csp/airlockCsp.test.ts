import { expect, test } from 'vitest'
import { ValidationError } from '../errors/validation'
import { mainnet } from '../networks/evm'
import { solanaDevnet } from '../networks/solana'
import { withCloudRpc } from '../networks/withCloudRpc'
import { airlockCsp } from './airlockCsp'

function thrown(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('did not throw')
}

test('the defaults: the local cloud, relay and secure site, nothing inline, no eval', () => {
  const { directives, header } = airlockCsp()
  expect(directives).toEqual({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'http://127.0.0.1:8787'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", 'http://127.0.0.1:8787', 'ws://127.0.0.1:8789'],
    'frame-src': ['http://127.0.0.1:8788'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  })
  expect(header).toBe(
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: http://127.0.0.1:8787; font-src 'self'; connect-src 'self' http://127.0.0.1:8787 ws://127.0.0.1:8789; frame-src http://127.0.0.1:8788; object-src 'none'; base-uri 'self'; form-action 'self'",
  )
  expect(header).not.toMatch(/unsafe|\*/)
})

test('origins only: paths and queries of the configured URLs are dropped', () => {
  const { directives } = airlockCsp({
    apiUrl: 'https://api.example.test/v1/?projectId=x',
    registryUrl: 'https://registry.example.test/wallets',
    relayUrl: 'wss://relay.example.test/?projectId=x',
    secureSiteUrl: 'https://wallet.example.test/frame',
  })
  expect(directives['connect-src']).toEqual([
    "'self'",
    'https://api.example.test',
    'https://registry.example.test',
    'wss://relay.example.test',
  ])
  expect(directives['img-src']).toEqual([
    "'self'",
    'data:',
    'https://registry.example.test',
    'https://api.example.test',
  ])
  expect(directives['frame-src']).toEqual(['https://wallet.example.test'])
})

test("the networks' RPC origins, a Solana network's websocket twin, each origin once", () => {
  const cloud = { host: 'http://127.0.0.1:8787', projectId: 'demo' }
  const custom = {
    ...mainnet,
    rpcUrls: {
      default: { http: ['https://rpc.example.test/key'], webSocket: ['wss://ws.example.test'] },
    },
  }
  const { directives } = airlockCsp({
    networks: [withCloudRpc(mainnet, cloud), withCloudRpc(solanaDevnet, cloud), custom],
    connectOrigins: ['https://my-api.example.test/graphql'],
  })
  expect(directives['connect-src']).toEqual([
    "'self'",
    'http://127.0.0.1:8787',
    'ws://127.0.0.1:8789',
    'ws://127.0.0.1:8787',
    'https://rpc.example.test',
    'wss://ws.example.test',
    'https://my-api.example.test',
  ])
})

test('a nonce goes to scripts and styles; report endpoints close the policy', () => {
  const { directives, header } = airlockCsp({
    nonce: 'k4m2x9q1Zw==',
    imageOrigins: ['https://cdn.example.test'],
    reportUri: '/csp-report',
    reportTo: 'csp-endpoint',
  })
  expect(directives['script-src']).toEqual(["'self'", "'nonce-k4m2x9q1Zw=='"])
  expect(directives['style-src']).toEqual(["'self'", "'nonce-k4m2x9q1Zw=='"])
  expect(directives['img-src']).toContain('https://cdn.example.test')
  expect(header.endsWith('; report-uri /csp-report; report-to csp-endpoint')).toBe(true)
})

test('refuses what would not be a source, or would break out of its directive', () => {
  const cases: [Parameters<typeof airlockCsp>[0], string][] = [
    [{ apiUrl: 'not a url' }, '`apiUrl` must be a URL'],
    [{ apiUrl: 'javascript:alert(1)' }, '`apiUrl` must be a http:// or https:// URL'],
    [{ relayUrl: 'http://127.0.0.1:8789' }, '`relayUrl` must be a ws:// or wss:// URL'],
    [{ secureSiteUrl: 'data:text/html,x' }, '`secureSiteUrl` must be a http:// or https:// URL'],
    [{ imageOrigins: ['*'] }, '`imageOrigins` must be a URL'],
    [{ nonce: "x'; script-src *" }, '`nonce` must be base64'],
    [{ reportUri: '/r; script-src *' }, '`reportUri` must be a URL or path'],
    [{ reportTo: 'a b' }, '`reportTo` must be a group name (letters, digits, - and _)'],
    [
      { deploymentUrl: 'ftp://x.example' },
      '`deploymentUrl` must be an http:// or https:// URL without a query, fragment or credentials',
    ],
  ]
  for (const [parameters, message] of cases) {
    const error = thrown(() => airlockCsp(parameters))
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).shortMessage).toBe(message)
  }
})

test('a deployment URL gives the API, registry, relay and secure site as the kit derives them', () => {
  const { directives } = airlockCsp({ deploymentUrl: 'https://airlock.example.test' })
  expect(directives['connect-src']).toEqual(
    expect.arrayContaining(['https://airlock.example.test', 'wss://airlock.example.test']),
  )
  expect(directives['frame-src']).toEqual(['https://secure.airlock.example.test'])
  const local = airlockCsp({
    deploymentUrl: 'http://127.0.0.1:9000',
    relayUrl: 'ws://127.0.0.1:9002',
  })
  expect(local.directives['frame-src']).toEqual(['http://127.0.0.1:9001'])
  expect(local.directives['connect-src']).toContain('ws://127.0.0.1:9002')
})

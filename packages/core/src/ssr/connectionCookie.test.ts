import { describe, expect, test } from 'vitest'
import { createTestAdapter } from '../adapter/createTestAdapter'
import { createAirlockCore } from '../createAirlockCore'
import { base, mainnet } from '../networks/evm'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { CONNECTION_COOKIE_MAX_LENGTH, CONNECTION_COOKIE_NAME } from './connectionCookieDefaults'
import { cookieToInitialState } from './cookieToInitialState'
import { parseConnectionCookie } from './parseConnectionCookie'
import { serializeConnectionCookie } from './serializeConnectionCookie'

// Server rendering (issue 23): the connection cookie is visitor-controlled input read on the
// server, so everything but what Airlock writes reads as nothing.

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const encode = (value: unknown): string => encodeURIComponent(JSON.stringify(value))
const cookieOf = (connections: unknown, activeNetwork: unknown = 'eip155:8453') =>
  encode({ v: 1, activeNetwork, connections })

describe('parseConnectionCookie', () => {
  test('reads what Airlock writes', () => {
    const value = cookieOf({
      eip155: { caipAddress: `eip155:8453:${ADDRESS}`, connectorId: 'io.metamask' },
    })
    expect(parseConnectionCookie(value)).toEqual({
      activeNetwork: 'eip155:8453',
      connections: {
        eip155: { caipAddress: `eip155:8453:${ADDRESS}`, connectorId: 'io.metamask' },
      },
    })
  })

  test('anything else is nothing: not JSON, another version, too long, not an object', () => {
    expect(parseConnectionCookie('')).toBeUndefined()
    expect(parseConnectionCookie('%E0%A4%A')).toBeUndefined()
    expect(parseConnectionCookie('not-json')).toBeUndefined()
    expect(parseConnectionCookie(encode({ v: 2, connections: {} }))).toBeUndefined()
    expect(parseConnectionCookie(encode([1]))).toBeUndefined()
    const long = cookieOf({
      eip155: { caipAddress: `eip155:1:${ADDRESS}`, connectorId: 'x'.repeat(2100) },
    })
    expect(long.length).toBeGreaterThan(CONNECTION_COOKIE_MAX_LENGTH)
    expect(parseConnectionCookie(long)).toBeUndefined()
  })

  test('a malformed connection is dropped, the rest is kept', () => {
    const good = { caipAddress: `eip155:1:${ADDRESS}`, connectorId: 'injected' }
    const bad = [
      { caipAddress: 'eip155:1:<script>alert(1)</script>', connectorId: 'injected' },
      { caipAddress: 'eip155:1:0x1234', connectorId: 'injected' },
      { caipAddress: `solana:1:${ADDRESS}`, connectorId: 'injected' },
      { caipAddress: `eip155:1:${ADDRESS}`, connectorId: 'a;b' },
      { caipAddress: `eip155:1:${ADDRESS}`, connectorId: 'a"b' },
      { caipAddress: `eip155:1:${ADDRESS}`, connectorId: '' },
      { caipAddress: `eip155:1:${ADDRESS}`, connectorId: 'x'.repeat(257) },
      { caipAddress: `eip155:1:${ADDRESS}`, connectorId: 7 },
      { caipAddress: `eip155:1:${ADDRESS}:extra`, connectorId: 'injected' },
    ]
    for (const connection of bad) {
      expect(parseConnectionCookie(cookieOf({ eip155: connection }))?.connections).toEqual({})
    }
    expect(parseConnectionCookie(cookieOf({ cosmos: good, eip155: good }))?.connections).toEqual({
      eip155: good,
    })
    expect(
      parseConnectionCookie(cookieOf({ eip155: good }, 'eip155:<b>'))?.activeNetwork,
    ).toBeUndefined()
    expect(
      parseConnectionCookie(cookieOf({ eip155: good }, 'cosmos:1'))?.activeNetwork,
    ).toBeUndefined()
  })
})

describe('cookieToInitialState', () => {
  const value = cookieOf({
    eip155: { caipAddress: `eip155:1:${ADDRESS}`, connectorId: 'injected' },
  })

  test('finds the cookie among others in a Cookie header', () => {
    expect(
      cookieToInitialState(`a=1; ${CONNECTION_COOKIE_NAME}=${value}; b=2`)?.connections.eip155
        ?.caipAddress,
    ).toBe(`eip155:1:${ADDRESS}`)
    expect(cookieToInitialState(`other=${value}`, { name: 'other' })).toBeDefined()
    expect(cookieToInitialState(`other=${value}`)).toBeUndefined()
    expect(cookieToInitialState(null)).toBeUndefined()
    expect(cookieToInitialState(undefined)).toBeUndefined()
    expect(cookieToInitialState('')).toBeUndefined()
  })
})

describe('createAirlockCore({ initialState }) on a server', () => {
  test('starts connected with the cookie account and network, and stays so (no document)', async () => {
    expect(typeof document).toBe('undefined')
    const adapter = createTestAdapter()
    const initialState = cookieToInitialState(
      `${CONNECTION_COOKIE_NAME}=${cookieOf({ eip155: { caipAddress: `eip155:8453:${ADDRESS}`, connectorId: 'test-wallet' } })}`,
    )
    const core = createAirlockCore({
      networks: [mainnet, base],
      adapters: [adapter],
      storage: createMemoryStorage(),
      initialState,
    })
    expect(core.state.chain.accounts.eip155).toMatchObject({
      address: ADDRESS,
      status: 'connected',
    })
    expect(core.state.connection.status.eip155).toBe('connected')
    expect(core.state.chain.activeNetwork).toEqual(base)
    await core.ready
    // The wallet is the browser's to ask: nothing happened on the server.
    expect(adapter.test.calls.map((call) => call.method)).not.toContain('reconnect')
    expect(core.state.connection.status.eip155).toBe('connected')
    // What the browser writes back is the same cookie.
    expect(
      cookieToInitialState(`${CONNECTION_COOKIE_NAME}=${serializeConnectionCookie(core)}`),
    ).toEqual(initialState)
  })

  test('a namespace without an adapter, or with enableReconnect off, starts disconnected', () => {
    const initialState = {
      activeNetwork: undefined,
      connections: {
        eip155: { caipAddress: `eip155:1:${ADDRESS}` as const, connectorId: 'test-wallet' },
      },
    }
    const noAdapter = createAirlockCore({
      networks: [mainnet],
      initialState,
      storage: createMemoryStorage(),
    })
    expect(noAdapter.state.connection.status.eip155).toBe('disconnected')
    const off = createAirlockCore({
      networks: [mainnet],
      adapters: [createTestAdapter()],
      initialState,
      enableReconnect: false,
      storage: createMemoryStorage(),
    })
    expect(off.state.connection.status.eip155).toBe('disconnected')
    expect(serializeConnectionCookie(off)).toBeUndefined()
  })

  test('server rendering reads nothing from storage: the first state is the server one', () => {
    const storage = createMemoryStorage()
    storage.setItem('@airlock/ACTIVE_CAIP_NETWORK_ID', 'eip155:8453')
    storage.setItem('@airlock/CONNECTED_CONNECTOR_ID/eip155', 'test-wallet')
    storage.setItem('theme', 'dark')
    const core = createAirlockCore({
      networks: [mainnet, base],
      adapters: [createTestAdapter()],
      connectionCookie: true,
      storage,
    })
    expect(core.state.chain.activeNetwork).toEqual(mainnet)
    expect(core.state.connection.status.eip155).toBe('disconnected')
    expect(core.state.theme.themeMode).toBeUndefined()
  })
})

// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest'
import { connect } from '../actions/connect'
import { disconnect } from '../actions/disconnect'
import { finishHydration } from '../actions/finishHydration'
import { createTestAdapter } from '../adapter/createTestAdapter'
import { createAirlockCore } from '../createAirlockCore'
import { base, mainnet } from '../networks/evm'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { CONNECTION_COOKIE_NAME } from './connectionCookieDefaults'
import { cookieToInitialState } from './cookieToInitialState'

// The browser side of server rendering (issue 23): the cookie follows the connection, and a
// connection shown from the cookie is checked with the wallet without leaving `connected`.

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const settle = () => new Promise((done) => setTimeout(done, 20))
const clearCookies = () => {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim()
    // biome-ignore lint/suspicious/noDocumentCookie: happy-dom's cookie jar, as the code writes it
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`
  }
}

describe('connectionCookie in a browser', () => {
  test('written on connect with public data only, removed on disconnect', async () => {
    clearCookies()
    const adapter = createTestAdapter({ caipNetworkId: 'eip155:8453' })
    const core = createAirlockCore({
      projectId: 'cookie',
      networks: [mainnet, base],
      adapters: [adapter],
      storage: createMemoryStorage(),
      connectionCookie: true,
    })
    finishHydration(core)
    await core.ready
    await settle()
    expect(cookieToInitialState(document.cookie)).toBeUndefined()
    const [connector] = core.state.connectors.connectors
    await connect(core, { connector: connector as NonNullable<typeof connector> })
    // The cookie's code is a chunk of its own, loaded when the option is on.
    await expect.poll(() => cookieToInitialState(document.cookie)).toBeDefined()
    const raw = document.cookie
    const state = cookieToInitialState(raw)
    expect(state).toEqual({
      activeNetwork: 'eip155:8453',
      connections: {
        eip155: { caipAddress: `eip155:8453:${ADDRESS}`, connectorId: 'test-wallet' },
      },
    })
    // Only the address, network and connector id: no balance, name, email or wallet info.
    expect(Object.keys(JSON.parse(decodeURIComponent(raw.split('=')[1] ?? '')))).toEqual([
      'v',
      'activeNetwork',
      'connections',
    ])
    await disconnect(core)
    await expect.poll(() => document.cookie).not.toContain(CONNECTION_COOKIE_NAME)
  })

  test('a connection from the cookie stays connected while the wallet is asked, then follows its answer', async () => {
    clearCookies()
    const initialState = {
      activeNetwork: 'eip155:1' as const,
      connections: {
        eip155: { caipAddress: `eip155:1:${ADDRESS}` as const, connectorId: 'test-wallet' },
      },
    }
    const statuses: string[] = []
    const withSession = createTestAdapter()
    const core = createAirlockCore({
      networks: [mainnet],
      adapters: [withSession],
      storage: createMemoryStorage(),
      initialState,
      connectionCookie: true,
    })
    const { subscribe } = await import('valtio/vanilla')
    subscribe(core.state.connection, () => statuses.push(core.state.connection.status.eip155 ?? ''))
    // Until the page has hydrated, the wallet is not asked: the state is the server's.
    await settle()
    expect(withSession.test.calls.map((call) => call.method)).not.toContain('reconnect')
    finishHydration(core)
    await core.ready
    await settle()
    // Asked with the cookie's connector (storage had none), never `connecting`.
    expect(withSession.test.calls.find((call) => call.method === 'reconnect')?.parameters).toEqual({
      connectorId: 'test-wallet',
    })
    expect(statuses).not.toContain('connecting')
    expect(core.state.connection.status.eip155).toBe('connected')
    await expect.poll(() => cookieToInitialState(document.cookie)).toEqual(initialState)

    // The wallet forgot the site: the page shows Connect and the cookie is gone.
    const noSession = createTestAdapter()
    noSession.test.hasSession = false
    const stale = createAirlockCore({
      networks: [mainnet],
      adapters: [noSession],
      storage: createMemoryStorage(),
      initialState,
      connectionCookie: true,
    })
    expect(stale.state.connection.status.eip155).toBe('connected')
    finishHydration(stale)
    await stale.ready
    await settle()
    expect(stale.state.connection.status.eip155).toBe('disconnected')
    expect(stale.state.chain.accounts.eip155?.address).toBeUndefined()
    await expect.poll(() => document.cookie).not.toContain(CONNECTION_COOKIE_NAME)
  })
})

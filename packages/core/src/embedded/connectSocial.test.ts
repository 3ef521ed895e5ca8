// The social-login loop in Node: the login window, the secure site's callback message, a window
// that closes, a blocked window (the redirect and the return), with core's TEST DOUBLE frame and
// stand-ins for the browser globals the loop touches (window.open, message events, storage,
// location): the edge a Node test cannot reach. The browser runs are the demo's e2e.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestAdapter } from '../adapter/createTestAdapter'
import { createAirlockCore } from '../createAirlockCore'
import { mainnet } from '../networks/evm'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { connectSocial } from './connectSocial'
import { createTestEmbeddedFrame } from './createTestEmbeddedFrame'
import { SOCIAL_CALLBACK_FRAGMENT, SOCIAL_CALLBACK_MESSAGE_TYPE } from './socialRedirect'
import { updateEmail } from './updateEmail'

const SITE = 'http://127.0.0.1:8788'
const PROVIDER_URI = 'http://127.0.0.1:8790/auth?client_id=github&state=s1&code_challenge=c'
const CALLBACK = `${SITE}/social/callback?code=abc&state=s1`
const user = {
  email: null,
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  chainId: 1,
  accounts: [{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', type: 'eoa' as const }],
  userName: 'octocat',
  smartAccountDeployed: false,
  preferredAccountType: 'eoa' as const,
}

type Listener = (event: { origin: string; source: unknown; data: unknown }) => void

/** A login window as `window.open` returns it. */
function fakeWindow() {
  return {
    closed: false,
    location: { href: 'about:blank' },
    close() {
      this.closed = true
    },
  }
}

function setup(replies: Record<string, unknown> = {}) {
  const frame = createTestEmbeddedFrame({
    GET_SOCIAL_REDIRECT_URI: { uri: PROVIDER_URI },
    CONNECT_SOCIAL: user,
    GET_USER: user,
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: { smartAccountEnabledNetworks: [] },
    ...replies,
  })
  const adapter = Object.assign(createTestAdapter(), {
    embeddedWallet: { connectorId: 'auth', rpcMethods: [], createFrame: async () => frame },
  })
  const core = createAirlockCore({
    projectId: 'test',
    networks: [mainnet],
    adapters: [adapter],
    storage: createMemoryStorage(),
  })
  const listeners = new Set<Listener>()
  vi.stubGlobal('addEventListener', (type: string, listener: Listener) => {
    if (type === 'message') listeners.add(listener)
  })
  vi.stubGlobal('removeEventListener', (_type: string, listener: Listener) => {
    listeners.delete(listener)
  })
  const post = (event: Parameters<Listener>[0]) => {
    for (const listener of [...listeners]) listener(event)
  }
  return { core, frame, post, listeners }
}

/** Waits until `check` holds, a turn of the event loop at a time. */
async function until(check: () => boolean): Promise<void> {
  for (let turn = 0; turn < 200 && !check(); turn++)
    await new Promise((resolve) => setTimeout(resolve, 1))
  expect(check()).toBe(true)
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('connectSocial', () => {
  it('opens the window, sends it to the provider, and finishes with the callback the secure site posts back', async () => {
    const { core, frame, post, listeners } = setup()
    const popup = fakeWindow()
    const open = vi.fn(() => popup)
    vi.stubGlobal('open', open)
    const done = connectSocial(core, { provider: 'github' })
    // The window opens at once, blank, so a popup blocker sees the visitor's click.
    expect(open).toHaveBeenCalledWith('about:blank', 'airlock-social', expect.any(String))
    expect(core.state.embedded.social).toEqual({ provider: 'github', phase: 'waiting' })
    await until(() => popup.location.href === PROVIDER_URI)
    // Ignored: another origin, another window, another shape, a callback off the secure site.
    post({
      origin: 'http://evil.test',
      source: popup,
      data: { type: SOCIAL_CALLBACK_MESSAGE_TYPE, uri: CALLBACK },
    })
    post({ origin: SITE, source: {}, data: { type: SOCIAL_CALLBACK_MESSAGE_TYPE, uri: CALLBACK } })
    post({ origin: SITE, source: popup, data: { type: 'other', uri: CALLBACK } })
    post({
      origin: SITE,
      source: popup,
      data: { type: SOCIAL_CALLBACK_MESSAGE_TYPE, uri: 'http://evil.test/social/callback?code=x' },
    })
    expect(frame.calls.filter(({ name }) => name === 'CONNECT_SOCIAL')).toHaveLength(0)
    post({
      origin: SITE,
      source: popup,
      data: { type: SOCIAL_CALLBACK_MESSAGE_TYPE, uri: CALLBACK },
    })
    await done
    expect(
      frame.calls.filter(({ name }) => name === 'CONNECT_SOCIAL').map((c) => c.payload),
    ).toEqual([{ uri: CALLBACK }])
    expect(popup.closed).toBe(true)
    expect(listeners.size).toBe(0)
    expect(core.state.embedded.user?.address).toBe(user.address)
    expect(core.state.embedded.socialProvider).toBe('github')
  })

  it('ends as closed when the visitor closes the window without a callback', async () => {
    const { core, frame } = setup()
    const popup = fakeWindow()
    vi.stubGlobal('open', () => popup)
    vi.useFakeTimers()
    const done = connectSocial(core, { provider: 'github' })
    for (let turn = 0; turn < 50 && popup.location.href !== PROVIDER_URI; turn++)
      await vi.advanceTimersByTimeAsync(1)
    expect(popup.location.href).toBe(PROVIDER_URI)
    popup.closed = true
    // The window's closing is polled; a callback posted just before may still arrive for 3 s.
    await vi.advanceTimersByTimeAsync(4_000)
    await done
    expect(core.state.embedded.social).toEqual({ provider: 'github', phase: 'closed' })
    expect(frame.calls.filter(({ name }) => name === 'CONNECT_SOCIAL')).toHaveLength(0)
  })

  it('a callback without a code (the visitor said no at the provider) ends as unfinished', async () => {
    const { core, post } = setup({
      // The frame's ERROR reply, as the page's frame bridge raises it.
      CONNECT_SOCIAL: Object.assign(new Error('Social login not finished yet'), {
        shortMessage: 'Social login not finished yet',
      }),
    })
    const popup = fakeWindow()
    vi.stubGlobal('open', () => popup)
    const done = connectSocial(core, { provider: 'github' })
    await until(() => popup.location.href === PROVIDER_URI)
    post({
      origin: SITE,
      source: popup,
      data: { type: SOCIAL_CALLBACK_MESSAGE_TYPE, uri: `${SITE}/social/callback?state=s1` },
    })
    await done
    expect(core.state.embedded.social).toEqual({ provider: 'github', phase: 'unfinished' })
    expect(core.state.embedded.user).toBeUndefined()
  })

  it('with the window blocked, keeps the flow in sessionStorage, goes to the provider, and finishes on the return', async () => {
    const session = new Map<string, string>()
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => session.get(key) ?? null,
      setItem: (key: string, value: string) => void session.set(key, value),
      removeItem: (key: string) => void session.delete(key),
    })
    const location = { hash: '', pathname: '/app', search: '', assign: vi.fn() }
    vi.stubGlobal('location', location)
    const replaced: string[] = []
    vi.stubGlobal('history', {
      state: null,
      replaceState: (_state: unknown, _title: string, url: string) => void replaced.push(url),
    })
    const { core, frame } = setup()
    vi.stubGlobal('open', () => null)
    await connectSocial(core, { provider: 'github' })
    expect(location.assign).toHaveBeenCalledWith(PROVIDER_URI)
    expect(core.state.embedded.social).toEqual({ provider: 'github', phase: 'redirecting' })
    expect(session.size).toBe(1)

    // Back from the provider through the callback page: the fragment carries the callback URL.
    location.hash = `#${SOCIAL_CALLBACK_FRAGMENT}=${encodeURIComponent(CALLBACK)}`
    const { core: back, frame: backFrame } = setup()
    await connectSocial(back, { provider: 'github' })
    expect(replaced).toEqual(['/app'])
    expect(session.size).toBe(0)
    expect(back.state.embedded.user?.address).toBe(user.address)
    // The page that left asked nothing more; the one that came back sent the callback URL.
    expect(frame.calls.filter(({ name }) => name === 'CONNECT_SOCIAL')).toHaveLength(0)
    expect(
      backFrame.calls.filter(({ name }) => name === 'CONNECT_SOCIAL').map((c) => c.payload),
    ).toEqual([{ uri: CALLBACK }])
  })
})

describe('updateEmail', () => {
  it('asks the frame to start an email change and answers its next step', async () => {
    const { core, frame } = setup({ UPDATE_EMAIL: { action: 'VERIFY_PRIMARY_OTP' } })
    await expect(updateEmail(core, { email: 'new@example.org' })).resolves.toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    })
    expect(frame.calls.find(({ name }) => name === 'UPDATE_EMAIL')?.payload).toEqual({
      email: 'new@example.org',
    })
  })
})

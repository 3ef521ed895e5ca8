import { parseAppEvent } from '@airlock/wallet-frame/protocol'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sha256Base64url } from '../crypto/sha256Base64url'
import { createFrameHandler } from './createFrameHandler'
import { socialFlowStore } from './socialFlowStore'
import { FRAME_STORAGE_KEYS, type FrameStorage } from './types'

const dapp = 'http://127.0.0.1:5173'

function setUp(reply: (path: string) => unknown = () => ({})) {
  const posts: { message: unknown; target: string }[] = []
  const calls: { path: string; body: unknown; token: string | undefined }[] = []
  const values = new Map<string, string>()
  const storage: FrameStorage = {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }
  const parent = {
    postMessage: (message: unknown, target: string) => void posts.push({ message, target }),
  }
  const handle = createFrameHandler({
    projectId: 'airlock-demo',
    allowedOrigins: new Set([dapp, 'http://localhost:5173']),
    parent,
    storage,
    callApi: async (path, body, token) => {
      calls.push({ path, body, token })
      const answer = reply(path)
      if (answer instanceof Error) throw answer
      return answer
    },
    chainId: 1,
    newDeviceId: () => 'device-1',
    reload: () => {},
    // The visitor approves at once (the approval screen has its own tests).
    approve: async () => {},
  })
  return { handle, posts, calls, parent, values, storage }
}

const id = '6f1c2a8e-1b7a-4a37-9d55-7c9f1f0a2b3c'
const validEvents = [
  { type: '@w3m-app/CONNECT_EMAIL', id, payload: { email: 'ada@example.com' } },
  { type: '@w3m-app/CONNECT_OTP', id, payload: { otp: '123456' } },
  { type: '@w3m-app/GET_USER', id, payload: { chainId: 1 } },
  { type: '@w3m-app/IS_CONNECTED', id, payload: {} },
  { type: '@w3m-app/SIGN_OUT', id },
  {
    type: '@w3m-app/RPC_REQUEST',
    id,
    payload: { method: 'personal_sign', params: ['0x68', '0x0'] },
  },
  { type: '@w3m-app/GET_SOCIAL_REDIRECT_URI', id, payload: { provider: 'google' } },
  { type: '@w3m-app/UPDATE_EMAIL', id, payload: { email: 'new@example.com' } },
  { type: '@w3m-app/SWITCH_NETWORK', id, payload: { chainId: 8453 } },
]

describe('the frame message handler', () => {
  it('acts on a valid event from the parent and an allowed origin, replying to that origin only', async () => {
    const { handle, posts, calls, parent, values } = setUp((path) =>
      path === 'email/connect'
        ? { action: 'VERIFY_OTP', flowId: 'f1' }
        : { token: 'session-token', user: { address: '0x' } },
    )
    expect(await handle({ data: validEvents[0], origin: dapp, source: parent })).toBe(true)
    expect(calls[0]).toMatchObject({
      path: 'email/connect',
      body: { email: 'ada@example.com', projectId: 'airlock-demo', deviceId: 'device-1' },
    })
    expect(posts).toEqual([
      {
        message: {
          type: '@w3m-frame/CONNECT_EMAIL_SUCCESS',
          id,
          payload: { action: 'VERIFY_OTP' },
        },
        target: dapp,
      },
    ])
    await handle({ data: validEvents[1], origin: dapp, source: parent })
    expect(calls[1]).toMatchObject({ path: 'email/otp', body: { flowId: 'f1', otp: '123456' } })
    // SESSION_UPDATE{token} then CONNECT_OTP_SUCCESS, both to the dapp origin.
    expect(posts.slice(1)).toEqual([
      {
        message: { type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'session-token' } },
        target: dapp,
      },
      { message: { type: '@w3m-frame/CONNECT_OTP_SUCCESS', id }, target: dapp },
    ])
    expect(values.get(FRAME_STORAGE_KEYS.token)).toBe('session-token')
  })

  it('answers a failed call with the ERROR reply and its message', async () => {
    const { handle, posts, parent } = setUp(() => new Error('Invalid code'))
    await handle({ data: validEvents[0], origin: dapp, source: parent })
    expect(posts).toEqual([
      {
        message: {
          type: '@w3m-frame/CONNECT_EMAIL_ERROR',
          id,
          payload: { message: 'Invalid code' },
        },
        target: dapp,
      },
    ])
  })

  it('clears its token when the server says the session is gone, and on sign-out', async () => {
    const { handle, parent, values } = setUp(() => ({ isConnected: false }))
    values.set(FRAME_STORAGE_KEYS.token, 'old')
    await handle({ data: validEvents[3], origin: dapp, source: parent })
    expect(values.has(FRAME_STORAGE_KEYS.token)).toBe(false)
    values.set(FRAME_STORAGE_KEYS.token, 'old')
    await handle({ data: validEvents[4], origin: dapp, source: parent })
    expect(values.has(FRAME_STORAGE_KEYS.token)).toBe(false)
  })
})

describe('the frame waiting for a person', () => {
  const connectSocial = (uri: string) => ({
    type: '@w3m-app/CONNECT_SOCIAL',
    id,
    payload: { uri },
  })

  it('makes state and PKCE for a social login, keeps the verifier across a reload, and exchanges the callback code once', async () => {
    const first = setUp((path) =>
      path === 'social/start' ? { uri: 'http://127.0.0.1:8790/auth?state=from-server' } : {},
    )
    await first.handle({
      data: { type: '@w3m-app/GET_SOCIAL_REDIRECT_URI', id, payload: { provider: 'github' } },
      origin: dapp,
      source: first.parent,
    })
    expect(first.posts.at(-1)?.message).toMatchObject({
      type: '@w3m-frame/GET_SOCIAL_REDIRECT_URI_SUCCESS',
      payload: { uri: 'http://127.0.0.1:8790/auth?state=from-server' },
    })
    // The asking dapp's origin goes with the flow (where the callback is handed back), and only
    // the S256 challenge leaves the frame; the verifier stays in its storage under the state.
    const start = first.calls[0] as { body: Record<string, string> }
    expect(start).toMatchObject({
      path: 'social/start',
      body: { projectId: 'airlock-demo', provider: 'github', returnOrigin: dapp },
    })
    const { state, codeChallenge } = start.body
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const verifier = socialFlowStore(first.storage).peek(String(state)) ?? ''
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(codeChallenge).toBe(await sha256Base64url(verifier))
    expect(JSON.stringify(first.calls)).not.toContain(verifier)

    // A new handler over the same storage: the frame after the page came back from a redirect.
    const second = setUp((path) =>
      path === 'social/connect' ? { token: 't', user: { address: '0x1', chainId: 1 } } : {},
    )
    for (const [key, value] of first.values) second.values.set(key, value)
    // The authorization URI itself (the old page contract): the visitor is not back yet.
    const authorization = `http://127.0.0.1:8790/auth?state=${state}`
    await second.handle({ data: connectSocial(authorization), origin: dapp, source: second.parent })
    expect(second.posts.at(-1)?.message).toEqual({
      type: '@w3m-frame/CONNECT_SOCIAL_ERROR',
      id,
      payload: { message: 'Social login not finished yet' },
    })
    const callback = `http://127.0.0.1:8788/social/callback?code=c&state=${state}`
    await second.handle({ data: connectSocial(callback), origin: dapp, source: second.parent })
    expect(second.calls).toEqual([
      {
        path: 'social/connect',
        body: { state, code: 'c', verifier, chainId: 1 },
        token: undefined,
      },
    ])
    expect(second.posts.slice(-2).map((p) => p.message)).toEqual([
      { type: '@w3m-frame/SESSION_UPDATE', payload: { token: 't' } },
      { type: '@w3m-frame/CONNECT_SOCIAL_SUCCESS', id, payload: { address: '0x1', chainId: 1 } },
    ])
    // Once: the verifier is gone.
    await second.handle({ data: connectSocial(callback), origin: dapp, source: second.parent })
    expect(second.posts.at(-1)?.message).toMatchObject({
      type: '@w3m-frame/CONNECT_SOCIAL_ERROR',
      payload: { message: 'This login is no longer valid, start again' },
    })
    expect(second.calls).toHaveLength(1)
  })

  it('ends a social login the visitor cancelled at the provider', async () => {
    const frame = setUp(() => ({ uri: 'http://127.0.0.1:8790/auth' }))
    await frame.handle({
      data: { type: '@w3m-app/GET_SOCIAL_REDIRECT_URI', id, payload: { provider: 'google' } },
      origin: dapp,
      source: frame.parent,
    })
    const { state } = (frame.calls[0] as { body: { state: string } }).body
    const callback = `http://127.0.0.1:8788/social/callback?error=access_denied&state=${state}`
    await frame.handle({ data: connectSocial(callback), origin: dapp, source: frame.parent })
    expect(frame.posts.at(-1)?.message).toMatchObject({
      type: '@w3m-frame/CONNECT_SOCIAL_ERROR',
      payload: { message: 'Social login was cancelled' },
    })
    expect(socialFlowStore(frame.storage).peek(state)).toBeUndefined()
    expect(frame.calls).toHaveLength(1)
  })
})

// Property tests: thousands of hostile messages; none is acted on (no API call, no reply) and
// none makes the handler throw.
describe('the frame message handler under hostile input', () => {
  const valid = fc.constantFrom(...validEvents)
  const mutated = fc.oneof(
    valid.chain((event) =>
      fc
        .record({ type: fc.string(), id: fc.anything(), payload: fc.anything() })
        .map((bad) => ({ ...event, type: bad.type })),
    ),
    valid.chain((event) => fc.anything().map((payload) => ({ ...event, payload }))),
    valid.chain((event) => fc.anything().map((badId) => ({ ...event, id: badId }))),
    valid.map((event) => ({ ...event, type: event.type.replace('@w3m-app/', '@w3m-frame/') })),
    valid.map((event) => JSON.stringify(event)),
    valid.map((event) => [event]),
  )

  it('ignores malformed data from the right window and origin', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.anything({ withObjectString: true }), mutated), async (data) => {
        const { handle, posts, calls, parent } = setUp()
        const acted = await handle({ data, origin: dapp, source: parent })
        // Only what the protocol's parser accepts may be acted on.
        if (parseAppEvent(data) === undefined) {
          expect(acted).toBe(false)
          expect(calls).toEqual([])
          expect(posts).toEqual([])
        } else {
          expect(posts.every((p) => p.target === dapp)).toBe(true)
        }
      }),
      { numRuns: 3000 },
    )
  })

  it('ignores valid events from any other origin', async () => {
    const origins = fc.oneof(
      fc.webUrl().map((url) => new URL(url).origin),
      fc.constantFrom(
        'null',
        '*',
        '',
        'http://127.0.0.1:5174',
        'https://127.0.0.1:5173',
        'http://127.0.0.1:5173/',
        'HTTP://127.0.0.1:5173',
      ),
      fc.string(),
    )
    await fc.assert(
      fc.asyncProperty(valid, origins, async (data, origin) => {
        fc.pre(origin !== dapp && origin !== 'http://localhost:5173')
        const { handle, posts, calls, parent } = setUp()
        expect(await handle({ data, origin, source: parent })).toBe(false)
        expect(calls).toEqual([])
        expect(posts).toEqual([])
      }),
      { numRuns: 2000 },
    )
  })

  it('ignores valid events from any window but the parent', async () => {
    const sources = fc.oneof(
      fc.constantFrom(null, undefined, {}, { postMessage: () => {} }),
      fc.anything(),
    )
    await fc.assert(
      fc.asyncProperty(valid, sources, async (data, source) => {
        const { handle, posts, calls } = setUp()
        expect(await handle({ data, origin: dapp, source })).toBe(false)
        expect(calls).toEqual([])
        expect(posts).toEqual([])
      }),
      { numRuns: 2000 },
    )
  })

  it('never throws and always answers an accepted request once, whatever the server does', async () => {
    const answers = fc.oneof(
      fc.anything(),
      fc.string().map((m) => new Error(m)),
    )
    await fc.assert(
      fc.asyncProperty(valid, answers, async (data, answer) => {
        const { handle, posts, parent } = setUp(() => answer)
        await expect(handle({ data, origin: dapp, source: parent })).resolves.toBe(true)
        const replies = posts.filter((p) => (p.message as { id?: string }).id === id)
        expect(replies).toHaveLength(1)
        expect(posts.every((p) => p.target === dapp)).toBe(true)
      }),
      { numRuns: 2000 },
    )
  })
})

describe('socialFlowStore', () => {
  it('keeps verifiers by state under one key, forgets them when taken, after 10 minutes, or past ten', () => {
    const values = new Map<string, string>()
    const storage: FrameStorage = {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
      removeItem: (key) => void values.delete(key),
    }
    let clock = 1_000_000
    const flows = socialFlowStore(storage, () => clock)
    flows.keep('s1', 'v1')
    expect([...values.keys()]).toEqual([FRAME_STORAGE_KEYS.socialFlows])
    expect(flows.peek('s1')).toBe('v1')
    expect(flows.take('s1')).toBe('v1')
    expect(flows.take('s1')).toBeUndefined()
    expect(values.size).toBe(0)
    flows.keep('old', 'v')
    clock += 10 * 60_000
    expect(flows.peek('old')).toBeUndefined()
    for (let i = 0; i < 12; i++) {
      clock += 1
      flows.keep(`s${i}`, `v${i}`)
    }
    expect(flows.peek('s0')).toBeUndefined()
    expect(flows.peek('s1')).toBeUndefined()
    expect(flows.peek('s11')).toBe('v11')
    expect(
      Object.keys(JSON.parse(values.get(FRAME_STORAGE_KEYS.socialFlows) ?? '{}')),
    ).toHaveLength(10)
  })
})

describe('Solana networks in the frame', () => {
  const devnet = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
  it('GET_USER and SWITCH_NETWORK on a Solana network reach the site with it; the EVM chain stays', async () => {
    const { handle, calls, parent, values, posts } = setUp((path) =>
      path === 'user' ? { address: 'x', chainId: devnet } : {},
    )
    values.set(FRAME_STORAGE_KEYS.token, 'session-token')
    const send = (type: string, payload: unknown) =>
      handle({ data: { type: `@w3m-app/${type}`, id, payload }, origin: dapp, source: parent })
    await send('GET_USER', { chainId: devnet })
    await send('SWITCH_NETWORK', { chainId: devnet })
    await send('GET_CHAIN_ID', {})
    expect(calls.map(({ path, body }) => [path, body])).toEqual([
      ['user', { chainId: devnet }],
      ['switch-network', { chainId: devnet }],
    ])
    expect(posts.map(({ message }) => (message as { payload?: unknown }).payload)).toEqual([
      { address: 'x', chainId: devnet },
      { chainId: devnet },
      { chainId: 1 },
    ])
  })
})

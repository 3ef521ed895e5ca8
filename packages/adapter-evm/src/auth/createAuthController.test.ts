import {
  createMemoryStorage,
  createStorage,
  RpcMethodNotAllowedError,
  STORAGE_KEYS,
  UserRejectedRequestError,
} from '@airlock/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAuthController } from './createAuthController'
import { createTestAuthFrame, TEST_FRAME_TIMES_OUT } from './createTestAuthFrame'

const user = {
  email: 'visitor@example.org',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  chainId: 8453,
  accounts: [{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', type: 'eoa' as const }],
  userName: 'visitor',
  smartAccountDeployed: false,
  preferredAccountType: 'eoa' as const,
}

function setup(replies: Record<string, unknown> = {}) {
  const backing = createMemoryStorage()
  const storage = createStorage(backing, { logger: { info: () => undefined } as never })
  const frame = createTestAuthFrame({
    GET_USER: user,
    IS_CONNECTED: { isConnected: true },
    CONNECT_EMAIL: { action: 'VERIFY_OTP' },
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: { smartAccountEnabledNetworks: [8453] },
    SIGN_OUT: undefined,
    RPC_REQUEST: ({ method }: { method: string }) => `answer of ${method}`,
    ...replies,
  })
  let created = 0
  const auth = createAuthController({
    secureSiteUrl: 'http://127.0.0.1:8788',
    projectId: 'test',
    storage,
    getChainId: () => 1,
    createFrame: async () => {
      created += 1
      return frame
    },
  })
  return { auth, frame, storage, backing, frames: () => created }
}

type Auth = ReturnType<typeof setup>['auth']

const sessionKeys = [
  STORAGE_KEYS.EMAIL_LOGIN_USED,
  STORAGE_KEYS.EMAIL,
  STORAGE_KEYS.LAST_USED_CHAIN,
  STORAGE_KEYS.SOCIAL_USERNAME,
]

afterEach(() => {
  vi.useRealTimers()
})

describe('createAuthController: storage rules of SPEC.md §4', () => {
  it('stores the login flag, email, last chain and social username after GET_USER, and clears the login time', async () => {
    const { auth, backing } = setup()
    await auth.connectEmail({ email: 'visitor@example.org' })
    expect(backing.getItem(STORAGE_KEYS.LAST_EMAIL_LOGIN_TIME)).not.toBeNull()
    await auth.getUser({ chainId: 8453 })
    expect(backing.getItem(STORAGE_KEYS.EMAIL_LOGIN_USED)).toBe('true')
    expect(backing.getItem(STORAGE_KEYS.EMAIL)).toBe('visitor@example.org')
    expect(backing.getItem(STORAGE_KEYS.LAST_USED_CHAIN)).toBe('eip155:8453')
    expect(backing.getItem(STORAGE_KEYS.SOCIAL_USERNAME)).toBe('visitor')
    expect(backing.getItem(STORAGE_KEYS.LAST_EMAIL_LOGIN_TIME)).toBeNull()
    expect(auth.getSnapshot().user?.address).toBe(user.address)
  })

  it('refuses a second email login within 30 s with the seconds left, and allows it after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(1_000_000)
    const { auth, frame } = setup()
    await auth.connectEmail({ email: 'visitor@example.org' })
    vi.setSystemTime(1_000_000 + 12_400)
    const refusal = await auth.connectEmail({ email: 'visitor@example.org' }).catch((e) => e)
    expect(refusal.shortMessage).toBe('Please try again after 18 seconds')
    expect(refusal.retryAt).toBe(1_030_000)
    expect(frame.calls.filter(({ name }) => name === 'CONNECT_EMAIL')).toHaveLength(1)
    vi.setSystemTime(1_000_000 + 30_000)
    await expect(auth.connectEmail({ email: 'visitor@example.org' })).resolves.toEqual({
      action: 'VERIFY_OTP',
    })
  })

  it('does not start the 30 s wait when the frame refused the address', async () => {
    const { auth, backing } = setup({ CONNECT_EMAIL: new Error('An error occurred') })
    await expect(auth.connectEmail({ email: 'visitor@example.org' })).rejects.toThrow()
    expect(backing.getItem(STORAGE_KEYS.LAST_EMAIL_LOGIN_TIME)).toBeNull()
  })

  it('never loads the frame to restore a session without the login-used flag', async () => {
    const { auth, frames } = setup()
    expect(await auth.isAuthorized()).toBe(false)
    expect(frames()).toBe(0)
  })

  it('deletes the session keys when IS_CONNECTED is false, keeping the account-type keys', async () => {
    const { auth, backing, frame } = setup()
    await auth.getUser({ chainId: 1 })
    backing.setItem(STORAGE_KEYS.PREFERRED_ACCOUNT_TYPE, 'eoa')
    frame.replies.IS_CONNECTED = { isConnected: false }
    expect(await auth.isAuthorized()).toBe(false)
    for (const key of sessionKeys) expect(backing.getItem(key)).toBeNull()
    expect(backing.getItem(STORAGE_KEYS.PREFERRED_ACCOUNT_TYPE)).toBe('eoa')
    expect(auth.getSnapshot().user).toBeUndefined()
  })

  it('deletes the session keys on an error and on sign-out', async () => {
    const { auth, backing, frame } = setup()
    await auth.getUser({ chainId: 1 })
    frame.replies.GET_USER = new Error('An error occurred')
    await expect(auth.getUser({ chainId: 1 })).rejects.toThrow()
    for (const key of sessionKeys) expect(backing.getItem(key)).toBeNull()

    frame.replies.GET_USER = user
    await auth.getUser({ chainId: 1 })
    expect(backing.getItem(STORAGE_KEYS.EMAIL)).toBe('visitor@example.org')
    await auth.signOut()
    for (const key of sessionKeys) expect(backing.getItem(key)).toBeNull()
    expect(frame.calls.at(-1)?.name).toBe('SIGN_OUT')
  })

  it('keeps the SESSION_UPDATE token, sends it in IS_CONNECTED, and forgets it on sign-out (SPEC.md §7)', async () => {
    const { auth, backing, frame } = setup({ CONNECT_OTP: undefined })
    await auth.connectOtp({ otp: '123456' })
    frame.pushSessionUpdate('token-1')
    expect(backing.getItem('@airlock/EMBEDDED_SESSION_TOKEN')).toBe('token-1')
    await auth.getUser({ chainId: 1 })
    expect(await auth.isAuthorized()).toBe(true)
    expect(frame.calls.findLast(({ name }) => name === 'IS_CONNECTED')?.payload).toEqual({
      token: 'token-1',
    })
    // A newer token replaces it.
    frame.pushSessionUpdate('token-2')
    expect(await auth.isAuthorized()).toBe(true)
    expect(frame.calls.findLast(({ name }) => name === 'IS_CONNECTED')?.payload).toEqual({
      token: 'token-2',
    })
    await auth.signOut()
    expect(backing.getItem('@airlock/EMBEDDED_SESSION_TOKEN')).toBeNull()
  })

  it('forgets the token when IS_CONNECTED is false; without one IS_CONNECTED is sent empty', async () => {
    const { auth, backing, frame } = setup()
    await auth.getUser({ chainId: 1 })
    expect(await auth.isAuthorized()).toBe(true)
    expect(frame.calls.findLast(({ name }) => name === 'IS_CONNECTED')?.payload).toEqual({})
    frame.pushSessionUpdate('token-1')
    frame.replies.IS_CONNECTED = { isConnected: false }
    expect(await auth.isAuthorized()).toBe(false)
    expect(backing.getItem('@airlock/EMBEDDED_SESSION_TOKEN')).toBeNull()
  })

  it('falls back to eoa when setting the preferred account type fails', async () => {
    const { auth, backing } = setup({ SET_PREFERRED_ACCOUNT: new Error('not enabled') })
    await auth.getUser({ chainId: 1 })
    expect(await auth.setPreferredAccountType({ type: 'smartAccount' })).toBe('eoa')
    expect(backing.getItem(STORAGE_KEYS.PREFERRED_ACCOUNT_TYPE)).toBe('eoa')
    expect(auth.getSnapshot().user?.preferredAccountType).toBe('eoa')
  })

  it('stores the smart-account networks comma-joined, and an empty list when the fetch fails', async () => {
    const { auth, backing, frame } = setup({
      GET_SMART_ACCOUNT_ENABLED_NETWORKS: { smartAccountEnabledNetworks: [1, 8453] },
    })
    expect(await auth.getSmartAccountEnabledNetworks()).toEqual([1, 8453])
    expect(backing.getItem(STORAGE_KEYS.SMART_ACCOUNT_ENABLED_NETWORKS)).toBe('1,8453')
    frame.replies.GET_SMART_ACCOUNT_ENABLED_NETWORKS = new Error('An error occurred')
    expect(await auth.getSmartAccountEnabledNetworks()).toEqual([])
    expect(backing.getItem(STORAGE_KEYS.SMART_ACCOUNT_ENABLED_NETWORKS)).toBe('')
    expect(auth.getSnapshot().smartAccountEnabledNetworks).toEqual([])
  })

  it('stores the new email after the secondary OTP', async () => {
    const { auth, backing } = setup({
      UPDATE_EMAIL_SECONDARY_OTP: { newEmail: 'new@example.org' },
    })
    await auth.getUser({ chainId: 1 })
    await auth.updateEmailSecondaryOtp({ otp: '123456' })
    expect(backing.getItem(STORAGE_KEYS.EMAIL)).toBe('new@example.org')
    expect(auth.getSnapshot().user?.email).toBe('new@example.org')
  })
})

describe('createAuthController: the 30000 ms time-outs of SPEC.md §9', () => {
  const timed = [
    [
      'CONNECT_EMAIL',
      (auth: Auth, onTimeout: () => void) =>
        auth.connectEmail({ email: 'visitor@example.org', onTimeout }),
    ],
    ['CONNECT_DEVICE', (auth: Auth, onTimeout: () => void) => auth.connectDevice({ onTimeout })],
    [
      'CONNECT_OTP',
      (auth: Auth, onTimeout: () => void) => auth.connectOtp({ otp: '123456', onTimeout }),
    ],
    [
      'GET_SOCIAL_REDIRECT_URI',
      (auth: Auth, onTimeout: () => void) =>
        auth.getSocialRedirectUri({ provider: 'google', onTimeout }),
    ],
    [
      'CONNECT_SOCIAL',
      (auth: Auth, onTimeout: () => void) =>
        auth.connectSocial({
          uri: 'http://127.0.0.1:8788/social/callback?state=s',
          provider: 'google',
          onTimeout,
        }),
    ],
  ] as const

  it.each(timed)(
    '%s: the callback of the caller runs, then the request is aborted',
    async (name, call) => {
      const { auth, frame } = setup({ [name]: TEST_FRAME_TIMES_OUT })
      const onTimeout = vi.fn()
      const error: unknown = await call(auth, onTimeout).then(
        () => undefined,
        (e: unknown) => e,
      )
      expect(onTimeout).toHaveBeenCalledOnce()
      expect(error).toMatchObject({ shortMessage: 'Request was aborted' })
      expect(frame.calls.at(-1)?.name).toBe(name)
    },
  )

  it('a timed-out CONNECT_EMAIL does not start the 30 s retry wait', async () => {
    const { auth, backing } = setup({ CONNECT_EMAIL: TEST_FRAME_TIMES_OUT })
    await expect(
      auth.connectEmail({ email: 'visitor@example.org', onTimeout: () => undefined }),
    ).rejects.toThrow('Request was aborted')
    expect(backing.getItem(STORAGE_KEYS.LAST_EMAIL_LOGIN_TIME)).toBeNull()
  })
})

describe('createAuthController: requests (SPEC.md §4, §6)', () => {
  it('answers eth_chainId locally and sends safe methods straight to the frame', async () => {
    const { auth, frame } = setup()
    await auth.getUser({ chainId: 8453 })
    expect(await auth.request({ method: 'eth_chainId' })).toBe('0x2105')
    expect(await auth.request({ method: 'eth_blockNumber' })).toBe('answer of eth_blockNumber')
    expect(frame.calls.some(({ name }) => name === 'GET_CHAIN_ID')).toBe(false)
    expect(auth.getSnapshot().pendingRequest).toBeUndefined()
  })

  it('refuses a method outside the allow-list at once, and raises the UI signal 300 ms later', async () => {
    vi.useFakeTimers()
    const { auth, frame } = setup()
    const error = await auth
      .request({ method: 'eth_sign' })
      .catch((e: RpcMethodNotAllowedError) => e)
    expect(error).toBeInstanceOf(RpcMethodNotAllowedError)
    expect((error as RpcMethodNotAllowedError).shortMessage).toBe(
      'Requested RPC call is not allowed',
    )
    expect(frame.calls).toEqual([])
    vi.advanceTimersByTime(299)
    expect(auth.getSnapshot().refusedRequests).toBe(0)
    vi.advanceTimersByTime(1)
    expect(auth.getSnapshot().refusedRequests).toBe(1)
  })

  it.each([
    ['wallet_grantPermissions'],
    ['eth_sendUserOperation'],
    ['solana_signMessage'],
    ['eth_getUserOperationByHash'],
  ])(
    'refuses %s (in SPEC.md §6, not served by the frame) before ApproveTransaction opens',
    async (method) => {
      vi.useFakeTimers()
      const { auth, frame } = setup()
      const error = await auth.request({ method, params: [] }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(RpcMethodNotAllowedError)
      expect(error).toMatchObject({ shortMessage: 'Requested RPC call is not allowed' })
      expect(auth.getSnapshot().pendingRequest).toBeUndefined()
      expect(frame.calls).toEqual([])
      vi.advanceTimersByTime(300)
      expect(auth.getSnapshot().refusedRequests).toBe(1)
    },
  )

  it('holds an unsafe request for approval; approved, it goes to the frame', async () => {
    const { auth, frame } = setup()
    await auth.getUser({ chainId: 1 })
    const seen: unknown[] = []
    auth.subscribe(() => seen.push(auth.getSnapshot().pendingRequest))
    const signing = auth.request({ method: 'personal_sign', params: ['0x6869', user.address] })
    await vi.waitFor(() => expect(auth.getSnapshot().pendingRequest?.method).toBe('personal_sign'))
    expect(frame.calls.some(({ name }) => name === 'RPC_REQUEST')).toBe(false)
    const approved = auth.approveRequest()
    expect(await signing).toBe('answer of personal_sign')
    await approved
    expect(auth.getSnapshot().pendingRequest).toBeUndefined()
    // Shown once: later changes (the smart-account list) keep the same request object.
    expect(new Set(seen.filter(Boolean)).size).toBe(1)
  })

  it('rejects a refused unsafe request with the user-rejection error; nothing reaches the frame', async () => {
    const { auth, frame } = setup()
    const sending = auth.request({ method: 'eth_sendTransaction', params: [{ to: user.address }] })
    await vi.waitFor(() => expect(auth.getSnapshot().pendingRequest).toBeDefined())
    auth.rejectRequest()
    await expect(sending).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(frame.calls.some(({ name }) => name === 'RPC_REQUEST')).toBe(false)
    expect(auth.getSnapshot().pendingRequest).toBeUndefined()
  })

  it('a rejection after Approve does not abort the request in the frame: the dapp gets its answer', async () => {
    let answer: (value: string) => void = () => undefined
    const { auth, frame } = setup({
      RPC_REQUEST: () =>
        new Promise<string>((resolve) => {
          answer = resolve
        }),
    })
    await auth.getUser({ chainId: 1 })
    const sending = auth.request({ method: 'eth_sendTransaction', params: [{ to: user.address }] })
    await vi.waitFor(() => expect(auth.getSnapshot().pendingRequest).toBeDefined())
    const approved = auth.approveRequest()
    await vi.waitFor(() =>
      expect(frame.calls.some(({ name }) => name === 'RPC_REQUEST')).toBe(true),
    )
    // The visitor leaves ApproveTransaction (the modal closes) while the frame is sending.
    auth.rejectRequest()
    answer('0xhash')
    await expect(sending).resolves.toBe('0xhash')
    await expect(approved).resolves.toBeUndefined()
    expect(auth.getSnapshot().pendingRequest).toBeUndefined()
  })

  it('shows unsafe requests one at a time; a rejection refuses every waiting unsafe one, not safe ones', async () => {
    const { auth } = setup()
    const first = auth.request({ method: 'personal_sign', params: ['0x01', user.address] })
    const second = auth.request({ method: 'personal_sign', params: ['0x02', user.address] })
    const read = auth.request({ method: 'eth_blockNumber' })
    await vi.waitFor(() => expect(auth.getSnapshot().pendingRequest).toBeDefined())
    expect(auth.getSnapshot().pendingRequest?.params).toEqual(['0x01', user.address])
    auth.rejectRequest()
    await expect(first).rejects.toBeInstanceOf(UserRejectedRequestError)
    await expect(second).rejects.toBeInstanceOf(UserRejectedRequestError)
    await expect(read).resolves.toBe('answer of eth_blockNumber')
    expect(auth.getSnapshot().pendingRequest).toBeUndefined()
  })
})

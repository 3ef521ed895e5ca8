// The embedded session's rules, moved from adapter-evm's createAuthController tests: a real core
// whose (test) adapter carries the embedded-wallet capability over the TEST DOUBLE frame.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { closeModal } from '../actions/closeModal'
import { createTestAdapter } from '../adapter/createTestAdapter'
import { STORAGE_KEYS } from '../constants/storageKeys'
import { createAirlockCore } from '../createAirlockCore'
import {
  RequestAbortedError,
  RequestOutcomeUnknownError,
  RpcMethodNotAllowedError,
  UserRejectedRequestError,
} from '../errors/request'
import { base, mainnet } from '../networks/evm'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { connectDevice } from './connectDevice'
import { connectEmail } from './connectEmail'
import { createTestEmbeddedFrame, TEST_FRAME_TIMES_OUT } from './createTestEmbeddedFrame'
import { fetchSmartAccountNetworks } from './fetchSmartAccountNetworks'
import { getEmbeddedUser } from './getEmbeddedUser'
import { isEmbeddedSessionActive } from './isEmbeddedSessionActive'
import { rejectRequest } from './rejectRequest'
import { requestEmbedded } from './requestEmbedded'
import { setPreferredAccountType } from './setPreferredAccountType'
import { signOutEmbedded } from './signOutEmbedded'
import { verifyOtp } from './verifyOtp'
import { verifyUpdateEmailSecondaryOtp } from './verifyUpdateEmailSecondaryOtp'

const user = {
  email: 'visitor@example.org',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  chainId: 8453,
  accounts: [{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', type: 'eoa' as const }],
  userName: 'visitor',
  smartAccountDeployed: false,
  preferredAccountType: 'eoa' as const,
}

const SERVED = ['eth_blockNumber', 'personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4']

function setup(
  replies: Record<string, unknown> = {},
  options: { defaultAccountTypes?: object } = {},
) {
  const backing = createMemoryStorage()
  const frame = createTestEmbeddedFrame({
    GET_USER: user,
    IS_CONNECTED: { isConnected: true },
    CONNECT_EMAIL: { action: 'VERIFY_OTP' },
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: { smartAccountEnabledNetworks: [8453] },
    SIGN_OUT: undefined,
    RPC_REQUEST: ({ method }: { method: string }) => `answer of ${method}`,
    ...replies,
  })
  let created = 0
  const adapter = Object.assign(createTestAdapter(), {
    embeddedWallet: {
      connectorId: 'auth',
      rpcMethods: SERVED,
      createFrame: async () => {
        created += 1
        return frame
      },
    },
  })
  const core = createAirlockCore({
    projectId: 'test',
    networks: [mainnet, base],
    adapters: [adapter],
    storage: backing,
    ...(options as object),
  })
  return { core, frame, backing, frames: () => created }
}

const sessionKeys = [
  STORAGE_KEYS.EMAIL_LOGIN_USED,
  STORAGE_KEYS.EMAIL,
  STORAGE_KEYS.LAST_USED_CHAIN,
  STORAGE_KEYS.SOCIAL_USERNAME,
]

afterEach(() => {
  vi.useRealTimers()
})

describe('the embedded session: storage rules of SPEC.md §4', () => {
  it('stores the login flag, email, last chain and social username after GET_USER, and clears the login time', async () => {
    const { core, backing } = setup()
    await connectEmail(core, { email: 'visitor@example.org' })
    expect(backing.getItem(STORAGE_KEYS.LAST_EMAIL_LOGIN_TIME)).not.toBeNull()
    await getEmbeddedUser(core, { chainId: 8453 })
    expect(backing.getItem(STORAGE_KEYS.EMAIL_LOGIN_USED)).toBe('true')
    expect(backing.getItem(STORAGE_KEYS.EMAIL)).toBe('visitor@example.org')
    expect(backing.getItem(STORAGE_KEYS.LAST_USED_CHAIN)).toBe('eip155:8453')
    expect(backing.getItem(STORAGE_KEYS.SOCIAL_USERNAME)).toBe('visitor')
    expect(backing.getItem(STORAGE_KEYS.LAST_EMAIL_LOGIN_TIME)).toBeNull()
    expect(core.state.embedded.user?.address).toBe(user.address)
    expect(core.state.embedded.status).toBe('connected')
  })

  it('refuses a second email login within 30 s with the seconds left, and allows it after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(1_000_000)
    const { core, frame } = setup()
    await connectEmail(core, { email: 'visitor@example.org' })
    vi.setSystemTime(1_000_000 + 12_400)
    const refusal = await connectEmail(core, { email: 'visitor@example.org' }).catch((e) => e)
    expect(refusal.shortMessage).toBe('Please try again after 18 seconds')
    expect(refusal.retryAt).toBe(1_030_000)
    expect(frame.calls.filter(({ name }) => name === 'CONNECT_EMAIL')).toHaveLength(1)
    vi.setSystemTime(1_000_000 + 30_000)
    await expect(connectEmail(core, { email: 'visitor@example.org' })).resolves.toEqual({
      action: 'VERIFY_OTP',
    })
  })

  it('does not start the 30 s wait when the frame refused the address', async () => {
    const { core, backing } = setup({ CONNECT_EMAIL: new Error('An error occurred') })
    await expect(connectEmail(core, { email: 'visitor@example.org' })).rejects.toThrow()
    expect(backing.getItem(STORAGE_KEYS.LAST_EMAIL_LOGIN_TIME)).toBeNull()
  })

  it('never loads the frame to restore a session without the login-used flag', async () => {
    const { core, frames } = setup()
    expect(await isEmbeddedSessionActive(core)).toBe(false)
    expect(frames()).toBe(0)
  })

  it('deletes the session keys when IS_CONNECTED is false, keeping the account-type keys', async () => {
    const { core, backing, frame } = setup()
    await getEmbeddedUser(core, { chainId: 1 })
    backing.setItem(STORAGE_KEYS.PREFERRED_ACCOUNT_TYPE, 'eoa')
    frame.replies.IS_CONNECTED = { isConnected: false }
    expect(await isEmbeddedSessionActive(core)).toBe(false)
    for (const key of sessionKeys) expect(backing.getItem(key)).toBeNull()
    expect(backing.getItem(STORAGE_KEYS.PREFERRED_ACCOUNT_TYPE)).toBe('eoa')
    expect(core.state.embedded.user).toBeUndefined()
  })

  it('deletes the session keys on an error and on sign-out', async () => {
    const { core, backing, frame } = setup()
    await getEmbeddedUser(core, { chainId: 1 })
    frame.replies.GET_USER = new Error('An error occurred')
    await expect(getEmbeddedUser(core, { chainId: 1 })).rejects.toThrow()
    for (const key of sessionKeys) expect(backing.getItem(key)).toBeNull()

    frame.replies.GET_USER = user
    await getEmbeddedUser(core, { chainId: 1 })
    expect(backing.getItem(STORAGE_KEYS.EMAIL)).toBe('visitor@example.org')
    await signOutEmbedded(core)
    for (const key of sessionKeys) expect(backing.getItem(key)).toBeNull()
    expect(frame.calls.at(-1)?.name).toBe('SIGN_OUT')
  })

  it('keeps the SESSION_UPDATE token, sends it in IS_CONNECTED, and forgets it on sign-out (SPEC.md §7)', async () => {
    const { core, backing, frame } = setup({ CONNECT_OTP: undefined })
    await verifyOtp(core, { otp: '123456' })
    frame.pushSessionUpdate('token-1')
    expect(backing.getItem('@airlock/EMBEDDED_SESSION_TOKEN')).toBe('token-1')
    await getEmbeddedUser(core, { chainId: 1 })
    expect(await isEmbeddedSessionActive(core)).toBe(true)
    expect(frame.calls.findLast(({ name }) => name === 'IS_CONNECTED')?.payload).toEqual({
      token: 'token-1',
    })
    frame.pushSessionUpdate('token-2')
    expect(await isEmbeddedSessionActive(core)).toBe(true)
    expect(frame.calls.findLast(({ name }) => name === 'IS_CONNECTED')?.payload).toEqual({
      token: 'token-2',
    })
    await signOutEmbedded(core)
    expect(backing.getItem('@airlock/EMBEDDED_SESSION_TOKEN')).toBeNull()
  })

  it('forgets the token when IS_CONNECTED is false; without one IS_CONNECTED is sent empty', async () => {
    const { core, backing, frame } = setup()
    await getEmbeddedUser(core, { chainId: 1 })
    expect(await isEmbeddedSessionActive(core)).toBe(true)
    expect(frame.calls.findLast(({ name }) => name === 'IS_CONNECTED')?.payload).toEqual({})
    frame.pushSessionUpdate('token-1')
    frame.replies.IS_CONNECTED = { isConnected: false }
    expect(await isEmbeddedSessionActive(core)).toBe(false)
    expect(backing.getItem('@airlock/EMBEDDED_SESSION_TOKEN')).toBeNull()
  })

  it('falls back to eoa when setting the preferred account type fails', async () => {
    const { core, backing } = setup({ SET_PREFERRED_ACCOUNT: new Error('not enabled') })
    await getEmbeddedUser(core, { chainId: 1 })
    expect(await setPreferredAccountType(core, { type: 'smartAccount' })).toBe('eoa')
    expect(backing.getItem(STORAGE_KEYS.PREFERRED_ACCOUNT_TYPE)).toBe('eoa')
    expect(core.state.embedded.user?.preferredAccountType).toBe('eoa')
  })

  it('stores the smart-account networks comma-joined, and an empty list when the fetch fails', async () => {
    const { core, backing, frame } = setup({
      GET_SMART_ACCOUNT_ENABLED_NETWORKS: { smartAccountEnabledNetworks: [1, 8453] },
    })
    expect(await fetchSmartAccountNetworks(core)).toEqual([1, 8453])
    expect(backing.getItem(STORAGE_KEYS.SMART_ACCOUNT_ENABLED_NETWORKS)).toBe('1,8453')
    frame.replies.GET_SMART_ACCOUNT_ENABLED_NETWORKS = new Error('An error occurred')
    expect(await fetchSmartAccountNetworks(core)).toEqual([])
    expect(backing.getItem(STORAGE_KEYS.SMART_ACCOUNT_ENABLED_NETWORKS)).toBe('')
    expect(core.state.embedded.smartAccountEnabledNetworks).toEqual([])
  })

  it('stores the new email after the secondary OTP', async () => {
    const { core, backing } = setup({ UPDATE_EMAIL_SECONDARY_OTP: { newEmail: 'new@example.org' } })
    await getEmbeddedUser(core, { chainId: 1 })
    await verifyUpdateEmailSecondaryOtp(core, { otp: '123456' })
    expect(backing.getItem(STORAGE_KEYS.EMAIL)).toBe('new@example.org')
    expect(core.state.embedded.user?.email).toBe('new@example.org')
  })
})

describe('the embedded session: what the page tells the frame (SPEC.md §7)', () => {
  it('GET_USER asks for the dapp’s defaultAccountTypes when nothing is stored', async () => {
    const { core, frame } = setup({}, { defaultAccountTypes: { eip155: 'eoa' } })
    await getEmbeddedUser(core, { chainId: 1 })
    expect(frame.calls.find(({ name }) => name === 'GET_USER')?.payload).toEqual({
      chainId: 1,
      preferredAccountType: 'eoa',
    })
    const other = setup()
    await getEmbeddedUser(other.core, { chainId: 1 })
    expect(other.frame.calls.find(({ name }) => name === 'GET_USER')?.payload).toEqual({
      chainId: 1,
      preferredAccountType: 'smartAccount',
    })
  })

  it('SYNC_DAPP_DATA and SYNC_THEME once the frame is ready, SYNC_THEME again on a theme change', async () => {
    const { core, frame } = setup()
    await getEmbeddedUser(core, { chainId: 1 })
    await vi.waitFor(() =>
      expect(frame.calls.find(({ name }) => name === 'SYNC_DAPP_DATA')?.payload).toMatchObject({
        sdkType: 'airlock',
        projectId: 'test',
      }),
    )
    expect(frame.calls.some(({ name }) => name === 'SYNC_THEME')).toBe(true)
    core.state.theme.themeMode = 'dark'
    await vi.waitFor(() =>
      expect(frame.calls.findLast(({ name }) => name === 'SYNC_THEME')?.payload).toMatchObject({
        themeMode: 'dark',
      }),
    )
  })

  it('INIT_SMART_ACCOUNT for a smart account not deployed yet', async () => {
    const { core, frame } = setup({
      GET_USER: { ...user, preferredAccountType: 'smartAccount', smartAccountDeployed: false },
      INIT_SMART_ACCOUNT: { address: user.address, isDeployed: true },
    })
    await getEmbeddedUser(core, { chainId: 1 })
    await vi.waitFor(() => expect(core.state.embedded.user?.smartAccountDeployed).toBe(true))
    expect(frame.calls.some(({ name }) => name === 'INIT_SMART_ACCOUNT')).toBe(true)
  })
})

describe('the embedded session: the 30000 ms time-outs of SPEC.md §9', () => {
  type Core = ReturnType<typeof setup>['core']
  const timed = [
    [
      'CONNECT_EMAIL',
      (core: Core, onTimeout: () => void) =>
        connectEmail(core, { email: 'visitor@example.org', onTimeout }),
    ],
    ['CONNECT_DEVICE', (core: Core, onTimeout: () => void) => connectDevice(core, { onTimeout })],
    [
      'CONNECT_OTP',
      (core: Core, onTimeout: () => void) => verifyOtp(core, { otp: '123456', onTimeout }),
    ],
  ] as const

  it.each(timed)(
    '%s: the callback of the caller runs, the request is aborted, and the frame is told to RELOAD',
    async (name, call) => {
      const { core, frame } = setup({ [name]: TEST_FRAME_TIMES_OUT })
      const onTimeout = vi.fn()
      const error: unknown = await call(core, onTimeout).then(
        () => undefined,
        (e: unknown) => e,
      )
      expect(onTimeout).toHaveBeenCalledOnce()
      expect(error).toMatchObject({ shortMessage: 'Request was aborted' })
      expect(frame.calls.map(({ name }) => name)).toContain(name)
      expect(frame.calls.at(-1)?.name).toBe('RELOAD')
    },
  )

  it('a timed-out CONNECT_EMAIL does not start the 30 s retry wait', async () => {
    const { core, backing } = setup({ CONNECT_EMAIL: TEST_FRAME_TIMES_OUT })
    await expect(
      connectEmail(core, { email: 'visitor@example.org', onTimeout: () => undefined }),
    ).rejects.toThrow('Request was aborted')
    expect(backing.getItem(STORAGE_KEYS.LAST_EMAIL_LOGIN_TIME)).toBeNull()
  })
})

describe('the embedded session: requests and approvals inside the frame (SPEC.md §4, §6)', () => {
  it('sends safe methods straight to the frame, without ApproveTransaction', async () => {
    const { core } = setup()
    expect(await requestEmbedded(core, { method: 'eth_blockNumber' })).toBe(
      'answer of eth_blockNumber',
    )
    expect(core.state.embedded.pendingRequests).toEqual([])
    expect(core.state.modal.open).toBe(false)
  })

  it('refuses a method outside the allow-list at once, and raises the UI signal 300 ms later', async () => {
    vi.useFakeTimers()
    const { core, frame } = setup()
    const error = await requestEmbedded(core, { method: 'eth_sign' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RpcMethodNotAllowedError)
    expect(error).toMatchObject({ shortMessage: 'Requested RPC call is not allowed' })
    expect(frame.calls).toEqual([])
    vi.advanceTimersByTime(299)
    expect(core.state.embedded.refusedRequests).toBe(0)
    vi.advanceTimersByTime(1)
    expect(core.state.embedded.refusedRequests).toBe(1)
    expect(core.state.snackbar).toMatchObject({ open: true, messageId: 'actionNotAllowed' })
  })

  it.each([['eth_sendUserOperation'], ['solana_signMessage']])(
    'refuses %s (in SPEC.md §6, not served by the frame) before ApproveTransaction opens',
    async (method) => {
      const { core, frame } = setup()
      const error = await requestEmbedded(core, { method, params: [] }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(RpcMethodNotAllowedError)
      expect(core.state.embedded.pendingRequests).toEqual([])
      expect(frame.calls).toEqual([])
    },
  )

  it('an unsafe request goes to the frame at once with its id, opens ApproveTransaction, and the frame’s approval answers the dapp; the modal closes', async () => {
    const { core, frame } = setup()
    frame.holdRpc = true
    const signing = requestEmbedded(core, {
      method: 'personal_sign',
      params: ['0x6869', user.address],
    })
    await vi.waitFor(() => expect(frame.held).toHaveLength(1))
    const [pending] = core.state.embedded.pendingRequests
    expect(pending?.method).toBe('personal_sign')
    expect(frame.calls.find(({ name }) => name === 'RPC_REQUEST')?.options?.id).toBe(pending?.id)
    expect(core.state.modal.open).toBe(true)
    expect(core.state.router.view).toBe('ApproveTransaction')
    frame.answer({ approve: true, result: '0xsignature' })
    await expect(signing).resolves.toBe('0xsignature')
    expect(core.state.embedded.pendingRequests).toEqual([])
    expect(core.state.modal.open).toBe(false)
  })

  it('on an open modal ApproveTransaction goes on top, and the stack goes back there after', async () => {
    const { core, frame } = setup()
    core.state.modal.open = true
    core.state.router.view = 'Account'
    core.state.router.history = ['Account']
    frame.holdRpc = true
    const signing = requestEmbedded(core, {
      method: 'personal_sign',
      params: ['0x6869', user.address],
    })
    await vi.waitFor(() => expect(frame.held).toHaveLength(1))
    expect(core.state.router.view).toBe('ApproveTransaction')
    frame.answer({ approve: false })
    await expect(signing).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(core.state.router.view).toBe('Account')
    expect(core.state.modal.open).toBe(true)
  })

  it('closing the modal sends CANCEL_REQUEST{requestId}; the frame’s rejection reaches the dapp as UserRejectedRequestError; safe requests go on', async () => {
    const { core, frame } = setup()
    frame.holdRpc = true
    const sending = requestEmbedded(core, {
      method: 'eth_sendTransaction',
      params: [{ to: user.address }],
    })
    const read = requestEmbedded(core, { method: 'eth_blockNumber' })
    await vi.waitFor(() => expect(frame.held).toHaveLength(1))
    const id = core.state.embedded.pendingRequests[0]?.id
    // The watcher sees ApproveTransaction on show first (valtio notifies after a tick).
    await new Promise((resolve) => setTimeout(resolve, 0))
    closeModal(core)
    await expect(sending).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(frame.calls.find(({ name }) => name === 'CANCEL_REQUEST')?.payload).toEqual({
      requestId: id,
    })
    await expect(read).resolves.toBe('answer of eth_blockNumber')
    expect(core.state.embedded.pendingRequests).toEqual([])
  })

  it('a request approved in the frame before the cancel runs to its end: the dapp gets its answer', async () => {
    const { core, frame } = setup({ CANCEL_REQUEST: undefined })
    frame.holdRpc = true
    const sending = requestEmbedded(core, {
      method: 'eth_sendTransaction',
      params: [{ to: user.address }],
    })
    await vi.waitFor(() => expect(frame.held).toHaveLength(1))
    // The frame acknowledges the cancel but the visitor had approved: it answers with the hash.
    await rejectRequest(core)
    frame.answer({ approve: true, result: '0xhash' })
    await expect(sending).resolves.toBe('0xhash')
  })

  it('a frame that does not take the cancel is no longer waited for: the dapp is told the request may still complete, not that it was rejected', async () => {
    const { core, frame } = setup({ CANCEL_REQUEST: new Error('An error occurred') })
    frame.holdRpc = true
    const first = requestEmbedded(core, { method: 'personal_sign', params: ['0x01', user.address] })
    const second = requestEmbedded(core, {
      method: 'personal_sign',
      params: ['0x02', user.address],
    })
    await vi.waitFor(() => expect(frame.held).toHaveLength(2))
    expect(core.state.embedded.pendingRequests.map(({ params }) => params)).toEqual([
      ['0x01', user.address],
      ['0x02', user.address],
    ])
    await rejectRequest(core)
    await expect(first).rejects.toBeInstanceOf(RequestOutcomeUnknownError)
    await expect(second).rejects.toThrow(
      "The request may still complete. Check the wallet's activity before trying again.",
    )
    expect(core.state.embedded.pendingRequests).toEqual([])
    expect(core.state.snackbar).toMatchObject({
      messageId: 'requestMayStillComplete',
      variant: 'error',
    })
  })

  it('a request aborted on its way (the frame went away) may still complete; the frame’s own error passes through', async () => {
    const { core } = setup({
      RPC_REQUEST: new RequestAbortedError({ details: 'The frame was destroyed.' }),
    })
    await expect(
      requestEmbedded(core, { method: 'personal_sign', params: ['0x01', user.address] }),
    ).rejects.toBeInstanceOf(RequestOutcomeUnknownError)
    const answered = setup({ RPC_REQUEST: new Error('insufficient funds') })
    await expect(
      requestEmbedded(answered.core, { method: 'personal_sign', params: ['0x01', user.address] }),
    ).rejects.toThrow('insufficient funds')
    expect(answered.core.state.snackbar.messageId).not.toBe('requestMayStillComplete')
  })
})

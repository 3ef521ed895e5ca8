import { type AccountType, FRAME_REQUEST_TIMEOUT_MS, RequestAbortedError } from '@airlock/core'
import type { EmbeddedWallet, EmbeddedWalletRequest, EmbeddedWalletSnapshot } from './types'

/** Answers the test decides, and the calls the views made. */
export type TestEmbeddedWalletControls = {
  emailAction: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'
  /** Codes `connectOtp` and the update-email steps accept. */
  validOtp: string
  /** `connectEmail` refuses with this `retryAt` while set (the 30 s rule of SPEC.md §4). */
  retryAt: number | undefined
  updateAction: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'
  farcasterUrl: string
  /** Settles `connectDevice` / `connectFarcaster` when called. */
  approveDevice(): void
  approveFarcaster(): void
  /**
   * Methods that get no answer: like the real frame (SPEC.md §9), each runs the caller's
   * `onTimeout` after 30000 ms and then rejects with `Request was aborted`.
   */
  timesOut: Set<string>
  /** While true, `approveRequest` waits for `finishApproval()` (the frame is still working). */
  holdApproval: boolean
  finishApproval(): void
  /** While set, `connectOtp` fails with this error reply of the secure site. */
  otpReply: string | undefined
  /** `setPreferredAccountType` answers eoa (the fallback) while true. */
  smartAccountFails: boolean
  readonly calls: { method: string; parameters?: unknown }[]
  /** Replaces the snapshot's fields and tells the subscribers. */
  set(patch: Partial<EmbeddedWalletSnapshot>): void
  /** Puts `request` up for approval; resolves with how the visitor answered. */
  ask(request: EmbeddedWalletRequest): Promise<'approved' | 'rejected'>
}

/**
 * A TEST DOUBLE of the embedded wallet for the views' component tests: the adapter's real one needs
 * the secure site in a browser (the demo's Playwright specs drive that). The snapshot is driven
 * directly, the way the brief asks ("the connector's state driven directly").
 */
export function createTestEmbeddedWallet(connectorId = 'auth'): EmbeddedWallet & {
  test: TestEmbeddedWalletControls
} {
  let snapshot: EmbeddedWalletSnapshot = {
    user: undefined,
    socialProvider: undefined,
    pendingRequest: undefined,
    refusedRequests: 0,
    smartAccountEnabledNetworks: [],
  }
  const listeners = new Set<() => void>()
  let device: (() => void) | undefined
  let farcaster: (() => void) | undefined
  let answer: ((outcome: 'approved' | 'rejected') => void) | undefined
  let approval: (() => void) | undefined
  const test: TestEmbeddedWalletControls = {
    emailAction: 'VERIFY_OTP',
    validOtp: '123456',
    retryAt: undefined,
    updateAction: 'VERIFY_PRIMARY_OTP',
    farcasterUrl: 'https://farcaster.example/connect?channel=1',
    approveDevice: () => device?.(),
    approveFarcaster: () => farcaster?.(),
    smartAccountFails: false,
    timesOut: new Set(),
    otpReply: undefined,
    holdApproval: false,
    finishApproval: () => approval?.(),
    calls: [],
    set: (patch) => {
      snapshot = { ...snapshot, ...patch }
      for (const listener of listeners) listener()
    },
    ask: (request) =>
      new Promise((resolve) => {
        answer = resolve
        test.set({ pendingRequest: request })
      }),
  }
  const record = (method: string, parameters?: unknown) => test.calls.push({ method, parameters })
  // A request the test silenced times out the way the frame's does; the others answer.
  const timed = <T>(
    method: string,
    onTimeout: (() => void) | undefined,
    answer: () => Promise<T>,
  ): Promise<T> => {
    if (!test.timesOut.has(method)) return answer()
    return new Promise<T>((_, reject) => {
      setTimeout(() => {
        onTimeout?.()
        reject(new RequestAbortedError({ details: `${method} timed out` }))
      }, FRAME_REQUEST_TIMEOUT_MS)
    })
  }
  const reply = (message: string) =>
    Object.assign(new TypeError(message), { shortMessage: message })
  const checkOtp = async (method: string, otp: string) => {
    record(method, { otp })
    if (method === 'connectOtp' && test.otpReply) throw reply(test.otpReply)
    if (otp !== test.validOtp) throw reply('Invalid code')
  }
  return {
    connectorId,
    secureSiteOrigin: 'http://127.0.0.1:8788',
    test,
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    preload: () => record('preload'),
    connectEmail: async ({ email, onTimeout }) => {
      record('connectEmail', { email })
      if (test.retryAt !== undefined && test.retryAt > Date.now()) {
        throw Object.assign(new TypeError('refused'), { retryAt: test.retryAt })
      }
      return timed('connectEmail', onTimeout, async () => ({ action: test.emailAction }))
    },
    connectDevice: ({ onTimeout } = {}) => {
      record('connectDevice')
      return timed(
        'connectDevice',
        onTimeout,
        () =>
          new Promise<void>((resolve) => {
            device = resolve
          }),
      )
    },
    connectOtp: ({ otp, onTimeout }) =>
      timed('connectOtp', onTimeout, () => checkOtp('connectOtp', otp)),
    getSocialRedirectUri: ({ provider, onTimeout }) => {
      record('getSocialRedirectUri', { provider })
      return timed('getSocialRedirectUri', onTimeout, async () => ({
        uri: `http://127.0.0.1:8790/auth?client_id=${provider}&state=state-${provider}`,
      }))
    },
    connectSocial: ({ uri, provider, onTimeout }) => {
      record('connectSocial', { uri, provider })
      return timed('connectSocial', onTimeout, async () => undefined)
    },
    getFarcasterUri: async () => {
      record('getFarcasterUri')
      return { url: test.farcasterUrl }
    },
    connectFarcaster: () => {
      record('connectFarcaster')
      return new Promise((resolve) => {
        farcaster = () => resolve({ userName: 'visitor' })
      })
    },
    updateEmail: async ({ email }) => {
      record('updateEmail', { email })
      return { action: test.updateAction }
    },
    updateEmailPrimaryOtp: ({ otp }) => checkOtp('updateEmailPrimaryOtp', otp),
    updateEmailSecondaryOtp: async ({ otp }) => {
      await checkOtp('updateEmailSecondaryOtp', otp)
      return { newEmail: 'new@example.org' }
    },
    setPreferredAccountType: async ({ type }): Promise<AccountType> => {
      record('setPreferredAccountType', { type })
      const used: AccountType = test.smartAccountFails ? 'eoa' : type
      const { user } = snapshot
      if (user) test.set({ user: { ...user, preferredAccountType: used } })
      return used
    },
    approveRequest: async () => {
      record('approveRequest')
      answer?.('approved')
      if (test.holdApproval) {
        await new Promise<void>((resolve) => {
          approval = resolve
        })
      }
      test.set({ pendingRequest: undefined })
    },
    rejectRequest: () => {
      record('rejectRequest')
      answer?.('rejected')
      test.set({ pendingRequest: undefined })
    },
  }
}

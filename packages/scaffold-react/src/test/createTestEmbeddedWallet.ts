import { type AccountType, type EmbeddedState, FRAME_REQUEST_TIMEOUT_MS } from '@airlock/core'
import {
  createTestEmbeddedFrame,
  TEST_FRAME_TIMES_OUT,
  type TestEmbeddedFrame,
} from '@airlock/core/testing'

/** Answers the test decides, and the calls the views made (by their former method names). */
export type TestEmbeddedWalletControls = {
  emailAction: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'
  /** Codes CONNECT_OTP and the update-email steps accept. */
  validOtp: string
  /** CONNECT_EMAIL refuses with this `retryAt` while set (the 30 s rule of SPEC.md §4). */
  retryAt: number | undefined
  updateAction: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'
  farcasterUrl: string
  /** Settles CONNECT_DEVICE / CONNECT_FARCASTER when called. */
  approveDevice(): void
  approveFarcaster(): void
  /** Settles EXPORT_PRIVATE_KEY as the frame does when the visitor closes its export screen. */
  closeExport(): void
  /** Methods that get no answer: like the real frame, each times out after 30000 ms. */
  timesOut: Set<string>
  /** While set, CONNECT_OTP fails with this error reply of the secure site. */
  otpReply: string | undefined
  /** SET_PREFERRED_ACCOUNT fails (core falls back to eoa) while true. */
  smartAccountFails: boolean
  /** What GET_SMART_ACCOUNT_ENABLED_NETWORKS answers (default none). */
  smartAccountNetworks: number[]
  readonly calls: { method: string; parameters?: unknown }[]
  /** Replaces fields of `core.state.embedded` (bound to the core by `renderEmbedded`). */
  set(patch: Partial<EmbeddedState>): void
}

// The frame's event -> the former method name the tests assert on.
const METHODS: Record<string, string> = {
  CONNECT_EMAIL: 'connectEmail',
  CONNECT_DEVICE: 'connectDevice',
  CONNECT_OTP: 'connectOtp',
  GET_SOCIAL_REDIRECT_URI: 'getSocialRedirectUri',
  CONNECT_SOCIAL: 'connectSocial',
  GET_FARCASTER_URI: 'getFarcasterUri',
  CONNECT_FARCASTER: 'connectFarcaster',
  UPDATE_EMAIL: 'updateEmail',
  UPDATE_EMAIL_PRIMARY_OTP: 'updateEmailPrimaryOtp',
  UPDATE_EMAIL_SECONDARY_OTP: 'updateEmailSecondaryOtp',
  SET_PREFERRED_ACCOUNT: 'setPreferredAccountType',
}

/** CONNECT_EMAIL -> connectEmail: the key of an event's handler. */
const toKey = (event: string) =>
  event.toLowerCase().replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())

const reply = (message: string) => Object.assign(new TypeError(message), { shortMessage: message })

/**
 * A TEST DOUBLE of the embedded wallet for the views' component tests: core's frame double with
 * answers the test decides (the real frame needs the secure site in a browser; the demo's
 * Playwright specs drive that). Core runs the real flows over it.
 */
export function createTestEmbeddedWallet(connectorId = 'auth'): {
  connectorId: string
  frame: TestEmbeddedFrame
  test: TestEmbeddedWalletControls
  createFrame(): Promise<TestEmbeddedFrame>
} {
  let device: (() => void) | undefined
  let farcaster: (() => void) | undefined
  let exportScreen: (() => void) | undefined
  const test: TestEmbeddedWalletControls = {
    emailAction: 'VERIFY_OTP',
    validOtp: '123456',
    retryAt: undefined,
    updateAction: 'VERIFY_PRIMARY_OTP',
    farcasterUrl: 'https://farcaster.example/connect?channel=1',
    approveDevice: () => device?.(),
    approveFarcaster: () => farcaster?.(),
    closeExport: () => exportScreen?.(),
    timesOut: new Set(),
    otpReply: undefined,
    smartAccountFails: false,
    smartAccountNetworks: [],
    calls: [],
    set: () => undefined,
  }
  const record = (method: string, parameters?: unknown) =>
    test.calls.push(parameters === undefined ? { method } : { method, parameters })
  const checkOtp = (name: string, { otp }: { otp: string }) => {
    if (name === 'CONNECT_OTP' && test.otpReply) throw reply(test.otpReply)
    if (otp !== test.validOtp) throw reply('Invalid code')
  }
  // By the event's name in camelCase (CONNECT_EMAIL -> connectEmail).
  const handlers: Record<string, (payload: never) => unknown> = {
    connectEmail: () => {
      if (test.retryAt !== undefined && test.retryAt > Date.now())
        throw Object.assign(new TypeError('refused'), { retryAt: test.retryAt })
      return { action: test.emailAction }
    },
    connectDevice: () =>
      new Promise<void>((resolve) => {
        device = resolve
      }),
    connectOtp: (payload: { otp: string }) => checkOtp('CONNECT_OTP', payload),
    getSocialRedirectUri: ({ provider }: { provider: string }) => ({
      uri: `http://127.0.0.1:8790/auth?client_id=${provider}&state=state-${provider}`,
    }),
    // Like the secure frame: only the callback URL (with the provider's code) finishes a login;
    // the authorization URI itself answers "not finished yet".
    connectSocial: ({ uri }: { uri: string }) => {
      if (!new URL(uri).searchParams.has('code')) throw reply('Social login not finished yet')
      return { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 1 }
    },
    getFarcasterUri: () => ({ url: test.farcasterUrl }),
    connectFarcaster: () =>
      new Promise((resolve) => {
        farcaster = () => resolve({ userName: 'visitor' })
      }),
    updateEmail: () => ({ action: test.updateAction }),
    updateEmailPrimaryOtp: (payload: { otp: string }) =>
      checkOtp('UPDATE_EMAIL_PRIMARY_OTP', payload),
    updateEmailSecondaryOtp: (payload: { otp: string }) => {
      checkOtp('UPDATE_EMAIL_SECONDARY_OTP', payload)
      return { newEmail: 'new@example.org' }
    },
    setPreferredAccount: ({ type }: { type: AccountType }) => {
      if (test.smartAccountFails) throw reply('Smart accounts are not enabled')
      return { type, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }
    },
    getSmartAccountEnabledNetworks: () => ({
      smartAccountEnabledNetworks: [...test.smartAccountNetworks],
    }),
    // The key export screen stays open (in the frame) until the visitor closes it.
    exportPrivateKey: () =>
      new Promise<void>((resolve) => {
        exportScreen = resolve
      }),
  }
  // Each answer is looked up when asked, so a test can change its mind between two requests.
  const replies = new Proxy<Record<string, unknown>>(
    {},
    {
      has: (_, name) => typeof name === 'string' && toKey(name) in handlers,
      get: (_, name) => {
        if (typeof name !== 'string') return undefined
        const method = METHODS[name]
        if (method && test.timesOut.has(method)) return TEST_FRAME_TIMES_OUT
        const handler = handlers[toKey(name)]
        if (!handler) return undefined
        return (payload: never) => {
          if (method) record(method, payload)
          return Promise.resolve().then(() => handler(payload))
        }
      },
    },
  )
  const frame = createTestEmbeddedFrame(replies)
  frame.timeoutMs = FRAME_REQUEST_TIMEOUT_MS
  return {
    connectorId,
    frame,
    test,
    createFrame: async () => {
      record('preload')
      return frame
    },
  }
}

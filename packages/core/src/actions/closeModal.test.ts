import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createTestAdapter } from '../adapter/createTestAdapter'
import { MODAL_SHAKE_MS } from '../constants/timing'
import { createAirlockCore } from '../createAirlockCore'
import { mainnet } from '../networks/evm'
import type { AirlockOptions, SIWXConfig, SIWXSession } from '../options/types'
import type { View } from '../state/views'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { closeModal } from './closeModal'
import { isCloseDisabled } from './isCloseDisabled'
import { openModal } from './openModal'
import { pushTransactionStack } from './pushTransactionStack'
import { setModalLoading } from './setModalLoading'
import { setSiwxSessions } from './setSiwxSessions'
import { setWcUri } from './setWcUri'
import { shakeModal } from './shakeModal'

function siwx(required: boolean): SIWXConfig {
  return {
    required,
    createMessage: () => Promise.reject(new Error('not used')),
    addSession: async () => {},
    revokeSession: async () => {},
    setSessions: async () => {},
    getSessions: async () => [],
  }
}

const session: SIWXSession = {
  data: {
    accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    chainId: 'eip155:1',
    domain: 'example.test',
    uri: 'https://example.test',
    version: '1',
    nonce: 'n0nce',
  },
  message: 'example.test wants you to sign in',
  signature: '0x01',
}

function setup(options: Partial<AirlockOptions> = {}) {
  return createAirlockCore({
    projectId: 'p',
    networks: [mainnet],
    adapters: [createTestAdapter()],
    storage: createMemoryStorage(),
    ...options,
  })
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('closeModal', () => {
  test('closes, clears loading and the transaction stack', () => {
    const core = setup()
    openModal(core)
    setModalLoading(core, true)
    pushTransactionStack(core, { goBack: true })
    expect(closeModal(core)).toBe(true)
    expect(core.state.modal).toEqual({
      open: false,
      loading: false,
      shake: false,
      legalAccepted: false,
    })
    expect(core.state.router.transactionStack).toEqual([])
  })

  test('closing resets the pairing URI (SPEC.md §4)', () => {
    const core = setup()
    openModal(core, { view: 'ConnectingWalletConnect' })
    setWcUri(core, 'wc:topic@2?relay-protocol=irn&symKey=abc', 1000)
    expect(core.state.connection.wcUri).toBe('wc:topic@2?relay-protocol=irn&symKey=abc')
    closeModal(core)
    expect(core.state.connection.wcUri).toBeUndefined()
    expect(core.state.connection.wcPairingExpiry).toBeUndefined()
  })

  describe('refused while sign-in is required and there is no session (SPEC.md §2)', () => {
    test.each<View>(['SIWXSignMessage', 'ApproveTransaction'])(
      'on %s: the modal stays open and shakes for 500 ms',
      (view) => {
        const core = setup({ siwx: siwx(true) })
        openModal(core, { view })
        expect(isCloseDisabled(core)).toBe(true)
        expect(closeModal(core)).toBe(false)
        expect(core.state.modal.open).toBe(true)
        expect(core.state.modal.shake).toBe(true)
        vi.advanceTimersByTime(MODAL_SHAKE_MS - 1)
        expect(core.state.modal.shake).toBe(true)
        vi.advanceTimersByTime(1)
        expect(core.state.modal.shake).toBe(false)
        expect(MODAL_SHAKE_MS).toBe(500)
      },
    )

    test.each<[string, Partial<AirlockOptions>, View, boolean]>([
      ['sign-in not required', { siwx: siwx(false) }, 'SIWXSignMessage', true],
      ['no siwx at all', {}, 'ApproveTransaction', true],
      ['another view', { siwx: siwx(true) }, 'Account', true],
      ['required, on the sign view', { siwx: siwx(true) }, 'SIWXSignMessage', false],
    ])('%s: closes = %s', (_, options, view, closes) => {
      const core = setup(options)
      openModal(core, { view })
      expect(closeModal(core)).toBe(closes)
      expect(core.state.modal.open).toBe(!closes)
    })

    test('closes once there is a session', () => {
      const core = setup({ siwx: siwx(true) })
      openModal(core, { view: 'SIWXSignMessage' })
      setSiwxSessions(core, [session])
      expect(isCloseDisabled(core)).toBe(false)
      expect(closeModal(core)).toBe(true)
    })

    test('a forced close (a finished flow) is not refused', () => {
      const core = setup({ siwx: siwx(true) })
      openModal(core, { view: 'ApproveTransaction' })
      expect(closeModal(core, { force: true })).toBe(true)
      expect(core.state.modal.shake).toBe(false)
    })
  })

  test('UnsupportedChain shakes instead of closing (SPEC-READINGS "Behaviour")', () => {
    const core = setup()
    openModal(core, { view: 'UnsupportedChain' })
    expect(isCloseDisabled(core)).toBe(false)
    expect(closeModal(core)).toBe(false)
    expect(core.state.modal).toMatchObject({ open: true, shake: true })
  })
})

describe('shakeModal', () => {
  test('a second shake restarts the 500 ms', () => {
    const core = setup()
    shakeModal(core)
    vi.advanceTimersByTime(400)
    shakeModal(core)
    vi.advanceTimersByTime(400)
    expect(core.state.modal.shake).toBe(true)
    vi.advanceTimersByTime(100)
    expect(core.state.modal.shake).toBe(false)
  })
})

import { describe, expect, test } from 'vitest'
import { createAirlockCore } from '../createAirlockCore'
import { mainnet } from '../networks/evm'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { goBack } from './goBack'
import { goBackToIndex } from './goBackToIndex'
import { openModal } from './openModal'
import { pushView } from './pushView'
import { replaceView } from './replaceView'
import { resetView } from './resetView'

function setup() {
  const core = createAirlockCore({
    projectId: 'p',
    networks: [mainnet],
    storage: createMemoryStorage(),
  })
  openModal(core)
  return core
}

describe('router', () => {
  test('pushView adds to the history and sets the data', () => {
    const core = setup()
    pushView(core, 'AllWallets')
    pushView(core, 'ConnectingWalletConnect', { wallet: { id: 'w1', name: 'Wallet One' } })
    expect(core.state.router).toMatchObject({
      view: 'ConnectingWalletConnect',
      history: ['Connect', 'AllWallets', 'ConnectingWalletConnect'],
      data: { wallet: { id: 'w1', name: 'Wallet One' } },
    })
  })

  test('pushing the current view again only replaces its data', () => {
    const core = setup()
    pushView(core, 'EmailVerifyOtp', { email: 'a@example.test' })
    pushView(core, 'EmailVerifyOtp', { email: 'b@example.test' })
    expect(core.state.router.history).toEqual(['Connect', 'EmailVerifyOtp'])
    expect(core.state.router.data).toEqual({ email: 'b@example.test' })
  })

  test('replaceView swaps the current view', () => {
    const core = setup()
    pushView(core, 'WalletSend')
    replaceView(core, 'WalletSendPreview')
    expect(core.state.router).toMatchObject({
      view: 'WalletSendPreview',
      history: ['Connect', 'WalletSendPreview'],
    })
  })

  test('goBack returns to the previous view', () => {
    const core = setup()
    pushView(core, 'AllWallets')
    pushView(core, 'ConnectingExternal')
    goBack(core)
    expect(core.state.router).toMatchObject({
      view: 'AllWallets',
      history: ['Connect', 'AllWallets'],
    })
    expect(core.state.modal.open).toBe(true)
  })

  test('goBack from the first view closes the modal', () => {
    const core = setup()
    goBack(core)
    expect(core.state.modal.open).toBe(false)
    expect(core.state.router.view).toBe('Connect')
  })

  test('goBackToIndex drops the views after the index', () => {
    const core = setup()
    pushView(core, 'AllWallets')
    pushView(core, 'ConnectingExternal')
    pushView(core, 'ConnectingSiwe')
    goBackToIndex(core, 1)
    expect(core.state.router).toMatchObject({
      view: 'AllWallets',
      history: ['Connect', 'AllWallets'],
    })
  })

  test.each([-1, 5])('goBackToIndex(%i) outside the history does nothing', (index) => {
    const core = setup()
    pushView(core, 'AllWallets')
    goBackToIndex(core, index)
    expect(core.state.router).toMatchObject({
      view: 'AllWallets',
      history: ['Connect', 'AllWallets'],
    })
  })

  test('resetView starts the history over', () => {
    const core = setup()
    pushView(core, 'AllWallets')
    resetView(core, 'Account')
    expect(core.state.router).toMatchObject({
      view: 'Account',
      history: ['Account'],
      data: undefined,
    })
  })
})

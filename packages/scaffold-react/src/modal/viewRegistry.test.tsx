import {
  closeModal,
  connect,
  createAirlockCore,
  createMemoryStorage,
  en,
  isCloseDisabled,
  mainnet,
  openModal,
  pushView,
  type RouterData,
  type SIWXConfig,
  VIEWS,
  type View,
} from '@airlock/core'
import { createTestAdapter } from '@airlock/core/testing'
import { fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderAirlock } from '../test/renderAirlock'
import { getViewTitle } from './getViewTitle'
import { preloadViews, prepareOpening } from './ViewRouter'
import { VIEW_REGISTRY } from './viewRegistry'

function siwx(required: boolean): SIWXConfig {
  return {
    required,
    createMessage: () => Promise.reject(new TypeError('not used')),
    addSession: async () => {},
    revokeSession: async () => {},
    setSessions: async () => {},
    getSessions: async () => [],
  }
}

const registered = Object.keys(VIEW_REGISTRY) as View[]

/** The views whose chunk has been fetched (Connect and the placeholder are bundled, never listed). */
function loadedViews(): View[] {
  return registered.filter((view) => {
    const { source } = VIEW_REGISTRY[view]
    return 'chunk' in source && source.chunk.view !== undefined
  })
}

describe('the view registry', () => {
  it("has one entry per router view id of core's, and no other", () => {
    expect([...registered].sort()).toEqual([...VIEWS].sort())
    // @ts-expect-error a view id without an entry does not typecheck (tsc --noEmit checks this file)
    const missing: typeof VIEW_REGISTRY = { Connect: VIEW_REGISTRY.Connect }
    expect(Object.keys(missing)).toHaveLength(1)
  })

  it("on a connected visitor's intent, fetches the chunk the router renders for Account, and no other", async () => {
    // First in this file: no view's chunk has been fetched yet.
    expect(loadedViews()).toEqual([])
    const adapter = createTestAdapter()
    const core = createAirlockCore({
      projectId: 'p',
      networks: [mainnet],
      adapters: [adapter],
      storage: createMemoryStorage(),
    })
    const [connector] = adapter.getConnectors()
    if (!connector) throw new TypeError('no connector')
    await connect(core, { connector })
    await prepareOpening(core)
    expect(loadedViews()).toEqual(['Account'])
  })

  it('preloads, once the modal has opened, the views it leads to and no others', async () => {
    await preloadViews()
    const loaded = loadedViews()
    // SwitchNetwork shares the Networks view's chunk.
    expect(loaded.sort()).toEqual(
      [
        'Account',
        'AllWallets',
        'ConnectingExternal',
        'ConnectingWalletConnect',
        'ConnectingWalletConnectBasic',
        'Networks',
        'SwitchNetwork',
      ].sort(),
    )
  })

  it('resolves every title in the English catalogue', () => {
    const words = new Set<string>(Object.values(en))
    for (const view of registered) {
      const { title } = VIEW_REGISTRY[view]
      if (typeof title === 'string') expect(Object.keys(en)).toContain(title)
      const shown = getViewTitle(en, view, undefined)
      expect(shown, view).not.toBe('')
      expect(words.has(shown), `${view}: ${shown}`).toBe(true)
    }
    expect(getViewTitle(en, 'Connect', undefined)).toBe('Connect Wallet')
    expect(getViewTitle(en, 'AllWallets', undefined)).toBe('All Wallets')
    expect(getViewTitle(en, 'UnsupportedChain', undefined)).toBe('Unsupported Network')
    expect(getViewTitle(en, 'SIWXSignMessage', undefined)).toBe('Sign In')
    expect(getViewTitle(en, 'ApproveTransaction', undefined)).toBe('Approve Transaction')
  })

  it("titles a connecting view with the wallet's name, else the catalogue's words", () => {
    const data = (value: object) => value as RouterData
    const wallet = data({ wallet: { name: 'Rainbow' } })
    expect(getViewTitle(en, 'ConnectingExternal', data({ connector: { name: 'MetaMask' } }))).toBe(
      'MetaMask',
    )
    expect(getViewTitle(en, 'ConnectingExternal', wallet)).toBe('Rainbow')
    expect(getViewTitle(en, 'ConnectingExternal', undefined)).toBe('Connect Wallet')
    expect(getViewTitle(en, 'ConnectingWalletConnect', wallet)).toBe('Rainbow')
    expect(getViewTitle(en, 'ConnectingWalletConnect', undefined)).toBe('WalletConnect')
    expect(getViewTitle(en, 'ConnectingWalletConnectBasic', wallet)).toBe('WalletConnect')
    expect(getViewTitle(en, 'ConnectingSocial', data({ socialProvider: 'github' }))).toBe('GitHub')
  })

  it('locks the close button on the sign and approve views, and shakes on UnsupportedChain (SPEC.md §2)', () => {
    expect(VIEW_REGISTRY.SIWXSignMessage.header.close).toBe('lockedUntilSignedIn')
    expect(VIEW_REGISTRY.ApproveTransaction.header.close).toBe('lockedUntilSignedIn')
    expect(VIEW_REGISTRY.UnsupportedChain.header).toEqual({ back: false, close: 'shakes' })
    for (const view of ['Connect', 'Account', 'AllWallets', 'Networks', 'WalletSend'] as const)
      expect(VIEW_REGISTRY[view].header, view).toEqual({ back: true, close: 'closes' })
  })

  it.each(registered)("%s: the header's close rule is the one core enforces", (view) => {
    // Sign-in required and no session: the one state in which every rule shows.
    const core = createAirlockCore({
      projectId: 'p',
      networks: [mainnet],
      adapters: [createTestAdapter()],
      storage: createMemoryStorage(),
      siwx: siwx(true),
    })
    openModal(core, { view })
    const { close } = VIEW_REGISTRY[view].header
    expect(isCloseDisabled(core)).toBe(close === 'lockedUntilSignedIn')
    expect(closeModal(core)).toBe(close === 'closes')
  })
})

describe('the header reads the registry', () => {
  it('hides the back arrow on UnsupportedChain although there is a view to go back to', async () => {
    const { airlock, modal } = renderAirlock(null)
    airlock.open()
    const view = await modal()
    fireEvent.click(await view.findByRole('button', { name: /All Wallets/ }))
    await waitFor(() => expect(view.getByRole('heading').textContent).toBe('All Wallets'))
    expect(view.getByRole('button', { name: 'Back' })).toBeTruthy()
    pushView(airlock.core, 'UnsupportedChain')
    await waitFor(() => expect(view.getByRole('heading').textContent).toBe('Unsupported Network'))
    expect(airlock.core.state.router.history.length).toBeGreaterThan(1)
    expect(view.queryByRole('button', { name: 'Back' })).toBeNull()
    expect(view.getByRole('button', { name: 'Close' }).getAttribute('aria-disabled')).toBeNull()
  })

  it('disables close on the sign-in view while sign-in is required', async () => {
    const { airlock, modal } = renderAirlock(null, { siwx: siwx(true) })
    airlock.open({ view: 'SIWXSignMessage' })
    const view = await modal()
    await waitFor(() => expect(view.getByRole('heading').textContent).toBe('Sign In'))
    expect(view.getByRole('button', { name: 'Close' }).getAttribute('aria-disabled')).toBe('true')
    await view.findByRole('button', { name: 'Sign' })
  })

  it('leaves close enabled on the sign-in view when sign-in is not required', async () => {
    const { airlock, modal } = renderAirlock(null, { siwx: siwx(false) })
    airlock.open({ view: 'SIWXSignMessage' })
    const view = await modal()
    await waitFor(() => expect(view.getByRole('heading').textContent).toBe('Sign In'))
    expect(view.getByRole('button', { name: 'Close' }).getAttribute('aria-disabled')).toBeNull()
  })
})

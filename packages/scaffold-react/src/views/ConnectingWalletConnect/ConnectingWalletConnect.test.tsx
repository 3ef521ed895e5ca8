import {
  BaseError,
  type ChainAdapter,
  type Connector,
  ErrorMessages,
  getAccount,
  PAIRING_LIFETIME_MS,
  setWcUri,
  UserRejectedRequestError,
} from '@airlock/core'
import { createTestAdapter } from '@airlock/core/testing'
import { fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderAirlock } from '../../test/renderAirlock'

const walletConnect: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
}

/**
 * The in-memory test adapter with a WalletConnect seam: every connect reports a new pairing URI
 * and waits until the test lets the wallet answer (or the pairing is left).
 */
function createPairingAdapter() {
  const base = createTestAdapter({ connectors: [walletConnect] })
  const listeners = new Set<(uri: string) => void>()
  const waiting: { approve(): void; reject(error: unknown): void }[] = []
  const uris: string[] = []
  let cancelled = 0
  const connect = base.connect
  const adapter: ChainAdapter & {
    onPairingUri(listener: (uri: string) => void): () => void
    cancelPairing(): void
  } = Object.assign(base, {
    async connect(parameters: Parameters<ChainAdapter['connect']>[0]) {
      const uri = `wc:topic${uris.length + 1}@2?relay-protocol=irn&symKey=${uris.length + 1}`
      uris.push(uri)
      for (const listener of listeners) listener(uri)
      await new Promise<void>((approve, reject) => waiting.push({ approve, reject }))
      return connect(parameters)
    },
    onPairingUri(listener: (uri: string) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    cancelPairing() {
      cancelled += 1
      for (const item of waiting.splice(0)) item.reject(new UserRejectedRequestError())
    },
  })
  return {
    adapter,
    uris,
    cancelled: () => cancelled,
    /** The wallet answers the latest pairing. */
    approve: () => waiting.at(-1)?.approve(),
    refuse: () => waiting.at(-1)?.reject({ code: 5000, message: 'User rejected.' }),
    /** The pairing ends with `error` (what the adapter throws when the relay refuses). */
    fail: (error: unknown) => waiting.at(-1)?.reject(error),
  }
}

const qrUri = (dialog: HTMLElement): string | null =>
  dialog.querySelector('[data-wc-uri]')?.getAttribute('data-wc-uri') ?? null

describe('ConnectingWalletConnectBasic', () => {
  it('shows the pairing URI as a QR code and connects when the wallet approves', async () => {
    const wallet = createPairingAdapter()
    const { airlock, modal } = renderAirlock(null, { adapters: [wallet.adapter] })
    airlock.open()
    const view = await modal()
    fireEvent.click(await view.findByRole('button', { name: /WalletConnect/ }))
    await view.findByRole('img', { name: 'QR code to connect a mobile wallet' })
    await waitFor(() => expect(qrUri(view.dialog)).toBe(wallet.uris[0]))
    // The title animates for 120 ms (SPEC.md §2); the QR code may arrive before it settles.
    await waitFor(() => expect(view.getByRole('heading').textContent).toBe('WalletConnect'))
    expect(airlock.core.state.connection.wcUri).toBe(wallet.uris[0])
    view.getByText('Scan this QR code with your phone')

    wallet.approve()
    await view.findByText('0xf39F...2266')
    expect(getAccount(airlock.core)?.status).toBe('connected')
    expect(airlock.core.state.connection.wcUri).toBeUndefined()
  })

  it('replaces a URI that is about to expire with a new pairing (SPEC.md §4)', async () => {
    const wallet = createPairingAdapter()
    const { airlock, modal } = renderAirlock(null, { adapters: [wallet.adapter] })
    airlock.open({ view: 'ConnectingWalletConnectBasic', data: { connector: walletConnect } })
    const view = await modal()
    await waitFor(() => expect(qrUri(view.dialog)).toBe(wallet.uris[0]))
    // Created 230 s ago: 10 s or less remain, so it counts as expired.
    setWcUri(airlock.core, wallet.uris[0] as string, Date.now() - PAIRING_LIFETIME_MS + 10_000)
    await waitFor(() => expect(qrUri(view.dialog)).toBe(wallet.uris[1]))
    expect(view.queryByRole('alert')).toBeNull()

    wallet.approve()
    await view.findByText('0xf39F...2266')
  })

  it('says Connection declined when the wallet refuses, and Try again pairs anew', async () => {
    const wallet = createPairingAdapter()
    const { airlock, modal } = renderAirlock(null, { adapters: [wallet.adapter] })
    airlock.open({ view: 'ConnectingWalletConnectBasic', data: { connector: walletConnect } })
    const view = await modal()
    await waitFor(() => expect(qrUri(view.dialog)).toBe(wallet.uris[0]))
    wallet.refuse()
    expectErrorState(await view.findByRole('alert'), 'Connection declined')
    expect(getAccount(airlock.core)?.status).toBe('disconnected')

    fireEvent.click(view.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(qrUri(view.dialog)).toBe(wallet.uris[1]))
    wallet.approve()
    await view.findByText('0xf39F...2266')
  })

  it('a project id the relay refuses says Invalid Project ID, in the view and as the alert', async () => {
    const wallet = createPairingAdapter()
    const { airlock, modal } = renderAirlock(null, { adapters: [wallet.adapter] })
    airlock.open({ view: 'ConnectingWalletConnectBasic', data: { connector: walletConnect } })
    const view = await modal()
    await waitFor(() => expect(qrUri(view.dialog)).toBe(wallet.uris[0]))
    // adapter-evm's InvalidProjectIdError is a core BaseError with the spec's short message.
    wallet.fail(new BaseError(ErrorMessages.INVALID_PROJECT_ID))
    await waitFor(() => expect(view.getAllByText('Invalid Project ID')).toHaveLength(2))
    expect(airlock.core.state.alert).toMatchObject({
      open: true,
      message: 'Invalid Project ID',
      variant: 'error',
    })
    expect(
      view.getByText('Invalid Project ID', { selector: '[role="alert"] .al-state-title' }),
    ).toBeTruthy()
    expect(view.queryByText('Connection failed')).toBeNull()
  })

  it('Copy link puts the URI on the clipboard; a renewed URI is not marked copied', async () => {
    const wallet = createPairingAdapter()
    const { airlock, modal } = renderAirlock(null, { adapters: [wallet.adapter] })
    airlock.open({ view: 'ConnectingWalletConnectBasic', data: { connector: walletConnect } })
    const view = await modal()
    await waitFor(() => expect(qrUri(view.dialog)).toBe(wallet.uris[0]))
    await navigator.clipboard.writeText('')
    fireEvent.click(view.getByRole('button', { name: 'Copy link' }))
    await view.findByRole('button', { name: 'Link copied' })
    // happy-dom's clipboard is a real in-memory one: what the visitor would paste.
    expect(await navigator.clipboard.readText()).toBe(wallet.uris[0])

    setWcUri(airlock.core, wallet.uris[0] as string, Date.now() - PAIRING_LIFETIME_MS + 10_000)
    await waitFor(() => expect(qrUri(view.dialog)).toBe(wallet.uris[1]))
    fireEvent.click(await view.findByRole('button', { name: 'Copy link' }))
    await view.findByRole('button', { name: 'Link copied' })
    expect(await navigator.clipboard.readText()).toBe(wallet.uris[1])
  })

  it('closing the modal leaves the pairing and resets the URI', async () => {
    const wallet = createPairingAdapter()
    const { airlock, modal } = renderAirlock(null, { adapters: [wallet.adapter] })
    airlock.open({ view: 'ConnectingWalletConnectBasic', data: { connector: walletConnect } })
    const view = await modal()
    await waitFor(() => expect(qrUri(view.dialog)).toBe(wallet.uris[0]))
    airlock.close()
    await waitFor(() => expect(wallet.cancelled()).toBe(1))
    expect(airlock.core.state.connection.wcUri).toBeUndefined()
    await waitFor(() => expect(getAccount(airlock.core)?.status).toBe('disconnected'))
  })
})

/** Runs `body` with the given user agent (happy-dom's own is a desktop one). */
async function withUserAgent(userAgent: string, body: () => Promise<void>): Promise<void> {
  const own = Object.getOwnPropertyDescriptor(navigator, 'userAgent')
  Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true })
  try {
    await body()
  } finally {
    if (own) Object.defineProperty(navigator, 'userAgent', own)
    else Reflect.deleteProperty(navigator, 'userAgent')
  }
}

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36'

/** Opens ConnectingWalletConnect for the registry's "Far Wallet" with these links; waits for the QR. */
async function openFarWallet(links: Record<string, string>) {
  const wallet = createPairingAdapter()
  const { airlock, modal } = renderAirlock(null, { adapters: [wallet.adapter] })
  airlock.open({
    view: 'ConnectingWalletConnect',
    data: { connector: walletConnect, wallet: { id: 'far', name: 'Far Wallet', ...links } },
  })
  const view = await modal()
  await waitFor(() => expect(qrUri(view.dialog)).toBe(wallet.uris[0]))
  return { wallet, view }
}

describe('ConnectingWalletConnect', () => {
  it('on a phone, offers the wallet app by its mobile link and where to get it, safe links only', () =>
    withUserAgent(PHONE, async () => {
      const { wallet, view } = await openFarWallet({
        mobile_link: 'farwallet://',
        webapp_link: 'https://far.example',
        desktop_link: 'javascript:alert(1)',
      })
      expect(view.getByRole('heading').textContent).toBe('Far Wallet')
      view.getByText('Scan this QR code with Far Wallet on your phone')
      const open = view.getByRole('link', { name: 'Open Far Wallet' })
      expect(open.getAttribute('href')).toBe(
        `farwallet://wc?uri=${encodeURIComponent(wallet.uris[0] as string)}`,
      )
      view.getByRole('button', { name: 'Open Far Wallet again' })
      view.getByText("Don't have Far Wallet?")
      expect(view.getByRole('link', { name: 'Open web app' }).getAttribute('href')).toBe(
        'https://far.example',
      )
      expect(view.queryByRole('link', { name: 'Get the desktop app' })).toBeNull()

      wallet.approve()
      await view.findByText('0xf39F...2266')
    }))

  it('on a computer, opens the desktop app, never the mobile deep link', async () => {
    const { wallet, view } = await openFarWallet({
      mobile_link: 'farwallet://',
      desktop_link: 'fardesktop://',
    })
    expect(view.getByRole('link', { name: 'Open Far Wallet' }).getAttribute('href')).toBe(
      `fardesktop://wc?uri=${encodeURIComponent(wallet.uris[0] as string)}`,
    )
  })

  it('Open Far Wallet again opens the desktop link of the URI on screen', async () => {
    const { wallet, view } = await openFarWallet({ desktop_link: 'fardesktop://' })
    // A recording stand-in for window.open (a test double): happy-dom would load the URL.
    const opened: unknown[][] = []
    const open = vi.spyOn(window, 'open').mockImplementation((...args: unknown[]) => {
      opened.push(args)
      return null
    })
    try {
      fireEvent.click(view.getByRole('button', { name: 'Open Far Wallet again' }))
      expect(opened).toEqual([
        [
          `fardesktop://wc?uri=${encodeURIComponent(wallet.uris[0] as string)}`,
          '_blank',
          'noopener',
        ],
      ])
    } finally {
      open.mockRestore()
    }
  })

  it('on a computer, a wallet with only a mobile link is offered by its QR code alone', async () => {
    const { view } = await openFarWallet({ mobile_link: 'farwallet://' })
    view.getByText('Scan this QR code with Far Wallet on your phone')
    expect(view.queryByRole('link', { name: 'Open Far Wallet' })).toBeNull()
    expect(view.queryByRole('button', { name: 'Open Far Wallet again' })).toBeNull()
  })
})

/** A failure is an error state (icon and the error tone), titled in words. */
function expectErrorState(alert: HTMLElement, title: string): void {
  expect(alert.dataset.tone).toBe('error')
  expect(alert.querySelector('.al-state-icon svg')).not.toBeNull()
  expect(alert.querySelector('.al-state-title')?.textContent).toBe(title)
}

import { type Connector, getAccount } from '@airlock/core'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConnectButton } from '../../components/ConnectButton/ConnectButton'
import { renderAirlock } from '../../test/renderAirlock'
import { renderEmbedded } from '../../test/renderEmbedded'
import { startTestCloud, type TestCloud } from '../../test/startTestCloud'

let cloud: TestCloud
beforeAll(async () => {
  cloud = await startTestCloud()
})
afterAll(() => cloud.stop())

const injected: Connector = {
  id: 'injected',
  name: 'Browser Wallet',
  type: 'INJECTED',
  chain: 'eip155',
}

describe('Connect', () => {
  it('lists announced, then injected, then recommended wallets, then All Wallets with the count', async () => {
    const { airlock, modal, adapter } = renderAirlock(null, { cloudUrl: cloud.url })
    adapter.test.emitConnectors([
      injected,
      {
        id: 'test-wallet',
        name: 'Test Wallet',
        type: 'ANNOUNCED',
        chain: 'eip155',
        info: { rdns: 'org.airlock.test' },
      },
    ])
    airlock.open()
    const view = await modal()
    await view.findByRole('button', { name: /Wallet 001/ })
    const names = view.getAllByRole('button').map((button) => button.textContent)
    const wallets = names.filter((name) => name && /Wallet|Browser/.test(name))
    expect(wallets).toEqual([
      'Test WalletINSTALLED',
      'Browser WalletINSTALLED',
      'Wallet 001',
      'Wallet 002',
      // Wallet 003 is the installed Test Wallet (same rdns): not listed twice, and still 4
      // recommended (SPEC.md §9).
      'Wallet 004',
      'Wallet 005',
      'All Wallets95',
    ])
    // Recommended: filtered by the configured chains, asked with room for the ones listed above.
    const recommended = cloud.requests.find(
      (url) => url.pathname === '/getWallets' && !url.searchParams.has('include'),
    )
    expect(Number(recommended?.searchParams.get('entries'))).toBeGreaterThan(4)
    expect(recommended?.searchParams.get('chains')).toBe('eip155:1,eip155:10')
    expect(recommended?.searchParams.get('projectId')).toBe('test-project')
  })

  it('connects with a picked wallet and shows the account, its balance and tokens', async () => {
    const { airlock, modal } = renderAirlock(<ConnectButton />, { cloudUrl: cloud.url })
    airlock.open()
    const view = await modal()
    fireEvent.click(await view.findByRole('button', { name: /Test Wallet/ }))
    await view.findByText('0xf39F...2266')
    expect(getAccount(airlock.core)?.status).toBe('connected')
    // The native balance from the Blockchain API, with 3 decimals (SPEC.md §9).
    // In the header of the view and as the first entry of the Tokens tab.
    expect(await view.findAllByText('1.000 ETH')).toHaveLength(2)
    // Tokens from the Blockchain API, quantities with 3 decimals; the 0-decimal token is dropped
    // (SPEC.md §5).
    await view.findByText('Airlock USD')
    await view.findByText('250.000 AUSD')
    expect(view.queryByText('Zero Decimals')).toBeNull()
    await waitFor(() => expect(view.getByRole('heading').textContent).toBe('Account'))
  })

  it('shows a recent wallet first with the RECENT tag after a connection', async () => {
    const { airlock, modal, adapter } = renderAirlock(null, { cloudUrl: cloud.url })
    adapter.test.emitConnectors([
      injected,
      {
        id: 'test-wallet',
        name: 'Test Wallet',
        type: 'ANNOUNCED',
        chain: 'eip155',
        info: { rdns: 'org.airlock.test' },
      },
    ])
    airlock.open()
    let view = await modal()
    fireEvent.click(await view.findByRole('button', { name: /Browser Wallet/ }))
    await view.findByText('0xf39F...2266')
    fireEvent.click(view.getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(getAccount(airlock.core)?.status).not.toBe('connected'))
    airlock.open()
    view = await modal()
    await view.findByRole('button', { name: /Wallet 001/ })
    const first = view
      .getAllByRole('button')
      .find((button) => /Wallet/.test(button.textContent ?? ''))
    expect(first?.textContent).toBe('Browser WalletRECENTINSTALLED')
  })

  it('shows 4 recommended wallets besides featured and installed ones, excluding the featured at the registry', async () => {
    const { airlock, modal, adapter } = renderAirlock(null, {
      cloudUrl: cloud.url,
      featuredWalletIds: ['wallet-002', 'wallet-007'],
    })
    adapter.test.emitConnectors([
      {
        id: 'test-wallet',
        name: 'Test Wallet',
        type: 'ANNOUNCED',
        chain: 'eip155',
        info: { rdns: 'org.airlock.test' },
      },
    ])
    airlock.open()
    const view = await modal()
    await view.findByRole('button', { name: /Wallet 001/ })
    const names = view
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((name) => name && /Wallet/.test(name))
    expect(names).toEqual([
      'Test WalletINSTALLED',
      'Wallet 002',
      'Wallet 007',
      // Recommended: 001, then 004-006 (002 and 007 are featured, 003 is installed).
      'Wallet 001',
      'Wallet 004',
      'Wallet 005',
      'Wallet 006',
      'All Wallets95',
    ])
    const recommended = cloud.requests.findLast(
      (url) => url.pathname === '/getWallets' && !url.searchParams.has('include'),
    )
    expect(recommended?.searchParams.get('exclude')).toBe('wallet-002,wallet-007')
  })

  it('follows a connectMethodsOrder with the wallets first', async () => {
    const { airlock, modal } = renderEmbedded({
      cloudUrl: cloud.url,
      connectMethodsOrder: ['wallet', 'email', 'social'],
    })
    airlock.open()
    const view = await modal()
    const wallet = await view.findByRole('button', { name: /Browser Wallet/ })
    const email = await view.findByRole('region', { name: 'Continue with email' })
    const socials = await view.findByRole('region', { name: 'Continue with a social account' })
    expect(wallet.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(email.compareDocumentPosition(socials) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('hovering Connect Wallet asks the registry ahead; the opened view takes that answer', async () => {
    const projectId = 'prefetch-project'
    const asked = () =>
      cloud.requests.filter(
        (url) => url.pathname === '/getWallets' && url.searchParams.get('projectId') === projectId,
      ).length
    const { modal, rootButton } = renderAirlock(<ConnectButton />, {
      cloudUrl: cloud.url,
      projectId,
    })
    const button = await rootButton('Connect Wallet')
    expect(asked()).toBe(0)
    act(() => {
      button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
    })
    await waitFor(() => expect(asked()).toBe(1))
    act(() => button.click())
    const view = await modal()
    await view.findByRole('button', { name: /Wallet 001/ })
    expect(asked()).toBe(1)
  })

  it('a project id the registry refuses (403) shows Invalid Project ID', async () => {
    cloud.refuseProject = true
    try {
      const { airlock, modal } = renderAirlock(null, { cloudUrl: cloud.url })
      airlock.open()
      const view = await modal()
      await view.findByText('Invalid Project ID')
    } finally {
      cloud.refuseProject = false
    }
  })
})

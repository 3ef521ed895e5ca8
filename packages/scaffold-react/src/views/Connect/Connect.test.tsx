import { type Connector, getAccount } from '@airlock/core'
import { fireEvent, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConnectButton } from '../../components/ConnectButton/ConnectButton'
import { renderAirlock } from '../../test/renderAirlock'
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
      // Wallet 003 is the installed Test Wallet (same rdns): not listed twice.
      'Wallet 004',
      'All Wallets95',
    ])
    // Recommended: 4 entries, filtered by the configured chains.
    const recommended = cloud.requests.find(
      (url) => url.pathname === '/getWallets' && url.searchParams.get('entries') === '4',
    )
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
    await view.findByText('1.0 ETH')
    // Tokens from the Blockchain API; the 0-decimal token is dropped (SPEC.md §5).
    await view.findByText('Airlock USD')
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
})

import { connect, getAccount } from '@airlock/core'
import { fireEvent, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localizeAirlock } from '../../messages/localizeAirlock'
import { renderAirlock } from '../../test/renderAirlock'
import { startTestCloud, type TestCloud } from '../../test/startTestCloud'

let cloud: TestCloud
beforeAll(async () => {
  cloud = await startTestCloud()
})
afterAll(() => cloud.stop())

async function openAccount(options: Parameters<typeof renderAirlock>[1] = {}) {
  const rendered = renderAirlock(null, { cloudUrl: cloud.url, ...options })
  const [connector] = rendered.adapter.getConnectors()
  if (!connector) throw new TypeError('no connector')
  await connect(rendered.airlock.core, { connector })
  rendered.airlock.open()
  return { ...rendered, view: await rendered.modal() }
}

describe('Account', () => {
  it('shows the feature buttons in the order onramp, swaps, receive, send, each opening its chunk', async () => {
    const { view, airlock } = await openAccount()
    await view.findByText('0xf39F...2266')
    const labels = view
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((text) => ['Buy', 'Swap', 'Receive', 'Send'].includes(text ?? ''))
    expect(labels).toEqual(['Buy', 'Swap', 'Receive', 'Send'])
    fireEvent.click(view.getByRole('button', { name: 'Send' }))
    // The send chunk loads and renders its form.
    await view.findByLabelText('Amount', { exact: true })
    expect(airlock.core.state.router.view).toBe('WalletSend')
    fireEvent.click(view.getByRole('button', { name: 'Back' }))
    await view.findByText('0xf39F...2266')
  })

  it('leaves out disabled features', async () => {
    const { view } = await openAccount({ features: { swaps: false, onramp: false } })
    await view.findByText('0xf39F...2266')
    expect(view.queryByRole('button', { name: 'Swap' })).toBeNull()
    expect(view.queryByRole('button', { name: 'Buy' })).toBeNull()
    expect(view.getByRole('button', { name: 'Send' })).toBeTruthy()
  })

  it('shows the 0.00 ETH fallback and Token Balance Unavailable when the balances cannot be fetched', async () => {
    // Nothing listens on the discard port: the Blockchain API is down.
    const { view, airlock } = await openAccount({ apiUrl: 'http://127.0.0.1:9' })
    await waitFor(() => expect(airlock.core.state.send.balancesStatus).toBe('failed'))
    await view.findByText('0.00 ETH')
    // In the tab, and in the snackbar beside the dialog (SPEC.md §8).
    await view.findByText('Token Balance Unavailable')
    const root = view.dialog.getRootNode() as ShadowRoot
    const toast = [...root.querySelectorAll('[role="status"], [role="alert"]')].map(
      (n) => n.textContent,
    )
    expect(toast.join(' ')).toContain('Token Balance Unavailable')
  })

  it('shows the balance and tokens core fetched on connect, without asking again within 30 s', async () => {
    const balanceRequests = () =>
      cloud.requests.filter((url) => url.pathname.endsWith('/balance')).length
    const { view, airlock } = await openAccount()
    expect(await view.findAllByText('1.000 ETH')).toHaveLength(2)
    await view.findByText('250.000 AUSD')
    expect(view.queryByText('Zero Decimals')).toBeNull()
    const asked = balanceRequests()
    // Opening the view again within 30 s shows what core holds without asking the API.
    airlock.close()
    airlock.open()
    await view.findByText('250.000 AUSD')
    expect(balanceRequests()).toBe(asked)
  })

  it('writes quantities and dollar values in the modal locale', async () => {
    const { view, airlock } = await openAccount({ locale: 'fr' })
    await localizeAirlock(airlock).promise
    await view.findByRole('heading', { name: 'Compte' })
    // French groups and separates decimals its own way, and writes dollars `250,00 $US`.
    expect(await view.findAllByText('1,000 ETH')).toHaveLength(2)
    await view.findByText('250,000 AUSD')
    const dollars = new Intl.NumberFormat('fr', { style: 'currency', currency: 'USD' })
    const value = airlock.core.state.send.tokenBalances.find((b) => b.symbol === 'AUSD')?.value
    expect(value).toBeGreaterThan(0)
    // Intl's spaces are no-break ones, which a text query would not match as written.
    const values = [...view.dialog.querySelectorAll('.al-list-item-end')].map((n) => n.textContent)
    expect(values).toContain(dollars.format(value ?? 0))
    expect(dollars.format(1234.5)).toMatch(/^1\s234,50\s\$US$/)
  })

  it('a network the API does not serve shows the native balance from the RPC', async () => {
    const { view, airlock, adapter } = await openAccount()
    await view.findByText('250.000 AUSD')
    fireEvent.click(await view.findByRole('button', { name: 'Ethereum' }))
    fireEvent.click(await view.findByRole('button', { name: /OP Mainnet/ }))
    await waitFor(() => expect(airlock.core.state.chain.activeNetwork.id).toBe(10))
    airlock.open({ view: 'Account' })
    // The test wallet's RPC balance, 1.0 ETH; no tokens without the API.
    await waitFor(() =>
      expect(adapter.test.calls.some((c) => c.method === 'getBalance')).toBe(true),
    )
    expect(await view.findAllByText('1.000 ETH')).toHaveLength(2)
    expect(view.queryByText('250.000 AUSD')).toBeNull()
  })

  it('shows the account name and avatar from the identity service', async () => {
    cloud.identity = { name: 'alice.airlock', avatar: null }
    try {
      const { view, airlock } = await openAccount()
      await view.findByText('alice.airlock')
      expect(airlock.core.state.chain.accounts.eip155?.profileName).toBe('alice.airlock')
    } finally {
      cloud.identity = { name: null, avatar: null }
    }
  })

  it('has NFTs and Activity tabs; Activity lists the history of the active chain', async () => {
    const { view } = await openAccount()
    fireEvent.click(await view.findByRole('tab', { name: 'NFTs' }))
    await view.findByText('No NFTs yet')
    fireEvent.click(view.getByRole('tab', { name: 'Activity' }))
    await view.findByText('Sent')
    const history = cloud.requests.find((url) => url.pathname.endsWith('/history'))
    expect(history?.searchParams.get('chainId')).toBe('eip155:1')
  })

  it('disconnects, returns to disconnected and closes the modal', async () => {
    const { view, airlock } = await openAccount()
    fireEvent.click(await view.findByRole('button', { name: 'Disconnect' }))
    await waitFor(() =>
      expect(getAccount(airlock.core)?.status ?? 'disconnected').toBe('disconnected'),
    )
    expect(airlock.core.storage.getConnectedConnectorId('eip155')).toBeUndefined()
    await waitFor(() => expect(airlock.core.state.modal.open).toBe(false))
  })

  it('opens Networks from the network button', async () => {
    const { view, airlock } = await openAccount()
    fireEvent.click(await view.findByRole('button', { name: 'Ethereum' }))
    await waitFor(() => expect(airlock.core.state.router.view).toBe('Networks'))
  })
})

import { connect, getAccount } from '@airlock/core'
import { fireEvent, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
    await view.findByText('This feature arrives in a later release.')
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

  it('shows the 0.00 ETH fallback when the balance cannot be fetched', async () => {
    const rendered = renderAirlock(null, { cloudUrl: cloud.url })
    rendered.adapter.test.balanceError = new TypeError('rpc down')
    const [connector] = rendered.adapter.getConnectors()
    if (!connector) throw new TypeError('no connector')
    await connect(rendered.airlock.core, { connector })
    rendered.airlock.open()
    const view = await rendered.modal()
    await view.findByText('0.00 ETH')
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

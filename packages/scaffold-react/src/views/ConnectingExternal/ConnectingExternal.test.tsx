import { getAccount } from '@airlock/core'
import { fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderAirlock } from '../../test/renderAirlock'

describe('ConnectingExternal', () => {
  it('shows a refusal in words, and Try again connects', async () => {
    const { airlock, adapter, modal } = renderAirlock(null)
    adapter.test.rejectConnect()
    airlock.open()
    const view = await modal()
    fireEvent.click(await view.findByRole('button', { name: /Test Wallet/ }))
    expectErrorState(await view.findByRole('alert'), 'Connection declined')
    await waitFor(() => expect(view.getByRole('heading').textContent).toBe('Test Wallet'))
    expect(getAccount(airlock.core)?.status).toBe('disconnected')

    adapter.test.connectError = undefined
    fireEvent.click(view.getByRole('button', { name: 'Try again' }))
    await view.findByText('0xf39F...2266')
    expect(getAccount(airlock.core)?.status).toBe('connected')
    expect(adapter.test.calls.filter((call) => call.method === 'connect')).toHaveLength(2)
  })

  it('says Connection failed for an error that is not a refusal', async () => {
    const { airlock, adapter, modal } = renderAirlock(null)
    adapter.test.connectError = new TypeError('wallet crashed')
    airlock.open()
    const view = await modal()
    fireEvent.click(await view.findByRole('button', { name: /Test Wallet/ }))
    expectErrorState(await view.findByRole('alert'), 'Connection failed')
  })

  it('shows where to get a registry wallet that is not installed (http links only)', async () => {
    const { airlock, modal } = renderAirlock(null)
    airlock.open({
      view: 'ConnectingExternal',
      data: {
        wallet: {
          id: 'w',
          name: 'Far Wallet',
          webapp_link: 'https://far.example',
          desktop_link: 'javascript:alert(1)',
        },
      },
    })
    const view = await modal()
    await view.findByText('Far Wallet is not installed')
    const links = view.getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://far.example'])
  })
})

/** A failure is an error state (icon and the error tone), titled in words. */
function expectErrorState(alert: HTMLElement, title: string): void {
  expect(alert.dataset.tone).toBe('error')
  expect(alert.querySelector('.al-state-icon svg')).not.toBeNull()
  expect(alert.querySelector('.al-state-title')?.textContent).toBe(title)
}

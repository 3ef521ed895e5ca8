import { fireEvent, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderAirlock } from '../../test/renderAirlock'
import { startTestCloud, type TestCloud } from '../../test/startTestCloud'

let cloud: TestCloud
beforeAll(async () => {
  cloud = await startTestCloud()
})
afterAll(() => cloud.stop())

async function openGetWallet(options: Parameters<typeof renderAirlock>[1] = {}) {
  const rendered = renderAirlock(null, { cloudUrl: cloud.url, ...options })
  rendered.airlock.open()
  const view = await rendered.modal()
  fireEvent.click(await view.findByRole('button', { name: 'What is a wallet?' }))
  fireEvent.click(await view.findByRole('button', { name: 'Get a wallet' }))
  await view.findByRole('heading', { name: 'Get a Wallet' })
  return { ...rendered, view }
}

describe('GetWallet', () => {
  it("lists the registry's first wallets for the configured chains; a pick opens Downloads", async () => {
    const { view, airlock } = await openGetWallet()
    const list = await view.findByRole('list', { name: 'Wallets' })
    await waitFor(() =>
      expect([...list.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
        'Wallet 001',
        'Wallet 002',
        'Test Wallet',
        'Wallet 004',
        'Wallet 005',
        'Wallet 006',
      ]),
    )
    const asked = cloud.requests.findLast((url) => url.pathname === '/getWallets')
    expect(asked?.searchParams.get('entries')).toBe('6')
    expect(asked?.searchParams.get('chains')).toBe('eip155:1,eip155:10')
    fireEvent.click(view.getByRole('button', { name: 'Wallet 002' }))
    await view.findByRole('heading', { name: 'Wallet 002' })
    expect(airlock.core.state.router.view).toBe('Downloads')
    expect(airlock.core.state.router.data?.wallet?.id).toBe('wallet-002')
  })

  it('All Wallets opens the whole registry', async () => {
    const { view, airlock } = await openGetWallet()
    fireEvent.click(await view.findByRole('button', { name: 'All Wallets' }))
    await waitFor(() => expect(airlock.core.state.router.view).toBe('AllWallets'))
  })

  it('offers no All Wallets when that feature is off', async () => {
    const off = await openGetWallet({ features: { allWallets: false } })
    await off.view.findByRole('list', { name: 'Wallets' })
    expect(off.view.queryByRole('button', { name: 'All Wallets' })).toBeNull()
  })

  it('a registry that fails leaves an empty list, not a spinner', async () => {
    cloud.failWallets = true
    try {
      const { view } = await openGetWallet()
      const list = await view.findByRole('list', { name: 'Wallets' })
      expect(list.querySelectorAll('li')).toHaveLength(0)
    } finally {
      cloud.failWallets = false
    }
  })
})

import { fireEvent, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderAirlock } from '../../test/renderAirlock'
import { startTestCloud, type TestCloud } from '../../test/startTestCloud'

let cloud: TestCloud
beforeAll(async () => {
  cloud = await startTestCloud()
})
afterAll(() => cloud.stop())

describe('ConnectWallets', () => {
  it('a collapsed Connect view shows Continue with a wallet, which opens the full wallet list', async () => {
    const { airlock, modal } = renderAirlock(null, {
      cloudUrl: cloud.url,
      features: { collapseWallets: true },
    })
    airlock.open()
    const view = await modal()
    const more = await view.findByRole('button', { name: 'Continue with a wallet' })
    expect(view.queryByRole('list', { name: 'Wallets' })).toBeNull()
    fireEvent.click(more)
    await view.findByRole('heading', { name: 'Choose a Wallet' })
    expect(airlock.core.state.router.view).toBe('ConnectWallets')
    await view.findByRole('button', { name: /Wallet 001/ })
    const list = view.getByRole('list', { name: 'Wallets' })
    const names = [...list.querySelectorAll('button')].map((button) => button.textContent)
    expect(names).toEqual(expect.arrayContaining(['Wallet 001', 'Wallet 002', 'Wallet 004']))
    expect(names.at(-1)).toBe('All Wallets95')
    fireEvent.click(view.getByRole('button', { name: /^All Wallets/ }))
    await waitFor(() => expect(airlock.core.state.router.view).toBe('AllWallets'))
  })

  it('an uncollapsed Connect view lists the wallets itself', async () => {
    const { airlock, modal } = renderAirlock(null, { cloudUrl: cloud.url })
    airlock.open()
    const view = await modal()
    await view.findByRole('button', { name: /Wallet 001/ })
    expect(view.queryByRole('button', { name: 'Continue with a wallet' })).toBeNull()
  })
})

import { getAccount, WALLET_SEARCH_MIN_WAIT_MS } from '@airlock/core'
import { fireEvent, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderAirlock } from '../../test/renderAirlock'
import { startTestCloud, type TestCloud } from '../../test/startTestCloud'

let cloud: TestCloud
beforeAll(async () => {
  cloud = await startTestCloud()
})
afterAll(() => cloud.stop())

const walletPages = (): URL[] =>
  cloud.requests.filter(
    (url) => url.pathname === '/getWallets' && url.searchParams.get('entries') === '40',
  )

describe('AllWallets', () => {
  it('loads pages of 40 and the next page when the end of the grid is scrolled into view', async () => {
    const { airlock, modal } = renderAirlock(null, { cloudUrl: cloud.url })
    cloud.requests.length = 0
    airlock.open({ view: 'AllWallets' })
    const view = await modal()
    const grid = await view.findByRole('list', { name: 'All Wallets' })
    const items = () => view.getAllByRole('listitem')
    await waitFor(() => expect(items()[0]?.getAttribute('aria-setsize')).toBe('40'))
    expect(walletPages()).toHaveLength(1)
    expect(walletPages()[0]?.searchParams.get('page')).toBe('1')
    expect(walletPages()[0]?.searchParams.get('chains')).toBe('eip155:1,eip155:10')

    const scroller = grid.parentElement as HTMLElement
    scroller.scrollTop = 2000
    fireEvent.scroll(scroller)
    await waitFor(() => expect(items()[0]?.getAttribute('aria-setsize')).toBe('80'))
    expect(walletPages().map((url) => url.searchParams.get('page'))).toEqual(['1', '2'])
  })

  it('searches after at least 300 ms over 100 entries, with at most 20 images', async () => {
    const { airlock, modal } = renderAirlock(null, { cloudUrl: cloud.url })
    airlock.open({ view: 'AllWallets' })
    const view = await modal()
    await view.findByRole('list', { name: 'All Wallets' })
    cloud.requests.length = 0
    const started = performance.now()
    fireEvent.change(view.getByRole('searchbox', { name: 'Search wallet' }), {
      target: { value: 'wallet 0' },
    })
    await waitFor(() =>
      expect(view.getAllByRole('listitem')[0]?.getAttribute('aria-setsize')).toBe('94'),
    )
    expect(performance.now() - started).toBeGreaterThanOrEqual(WALLET_SEARCH_MIN_WAIT_MS)
    const search = cloud.requests.find((url) => url.searchParams.get('search') === 'wallet 0')
    expect(search?.searchParams.get('entries')).toBe('100')
    const images = view.dialog.querySelectorAll('img[src*="getWalletImage"]')
    expect(images.length).toBeLessThanOrEqual(20)
  })

  it('shows No wallet found for a search without results', async () => {
    const { airlock, modal } = renderAirlock(null, { cloudUrl: cloud.url })
    airlock.open({ view: 'AllWallets' })
    const view = await modal()
    fireEvent.change(view.getByRole('searchbox', { name: 'Search wallet' }), {
      target: { value: 'nothing like this' },
    })
    await view.findByText('No wallet found')
  })

  it('shows an error state when the registry fails, and Try again recovers', async () => {
    const { airlock, modal } = renderAirlock(null, { cloudUrl: cloud.url })
    cloud.failWallets = true
    airlock.open({ view: 'AllWallets' })
    const view = await modal()
    await view.findByText('Something went wrong')
    cloud.failWallets = false
    fireEvent.click(view.getByRole('button', { name: 'Try again' }))
    await view.findByRole('list', { name: 'All Wallets' })
  })

  it('connects with the installed connector when the picked registry wallet has its rdns', async () => {
    const { airlock, modal } = renderAirlock(null, { cloudUrl: cloud.url })
    airlock.open({ view: 'AllWallets' })
    const view = await modal()
    fireEvent.click(await view.findByRole('button', { name: 'Test Wallet' }))
    await view.findByText('0xf39F...2266')
    expect(getAccount(airlock.core)?.status).toBe('connected')
  })
})

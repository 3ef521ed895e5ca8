import { fireEvent, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderAirlock } from '../../test/renderAirlock'
import { startTestCloud, type TestCloud } from '../../test/startTestCloud'

let cloud: TestCloud
beforeAll(async () => {
  cloud = await startTestCloud()
})
afterAll(() => cloud.stop())

describe('WhatIsAWallet', () => {
  it('opens from Connect, explains wallets in three sections, and Get a wallet opens GetWallet', async () => {
    const { airlock, modal } = renderAirlock(null, { cloudUrl: cloud.url })
    airlock.open()
    const view = await modal()
    fireEvent.click(await view.findByRole('button', { name: 'What is a wallet?' }))
    await view.findByRole('heading', { name: 'What is a Wallet?' })
    expect(airlock.core.state.router.view).toBe('WhatIsAWallet')
    // The header names the view at once; the view's own chunk may still be loading.
    const sections = (await view.findAllByRole('heading', { level: 3 })).map((h) => h.textContent)
    expect(sections).toEqual([
      'One login for every app',
      'A home for your digital assets',
      'Your keys, your account',
    ])
    fireEvent.click(view.getByRole('button', { name: 'Get a wallet' }))
    await waitFor(() => expect(airlock.core.state.router.view).toBe('GetWallet'))
    await view.findByRole('heading', { name: 'Get a Wallet' })
  })

  it('speaks the locale: German words under a German title', async () => {
    const { airlock, modal } = renderAirlock(null, { cloudUrl: cloud.url, locale: 'de' })
    airlock.open()
    const view = await modal()
    fireEvent.click(await view.findByRole('button', { name: 'Was ist eine Wallet?' }))
    await view.findByRole('heading', { name: 'Was ist eine Wallet?', level: 2 })
    expect(view.getByRole('button', { name: 'Wallet besorgen' })).toBeTruthy()
  })
})

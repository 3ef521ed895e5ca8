import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ConnectButton } from '../components/ConnectButton/ConnectButton'
import { renderAirlock } from '../test/renderAirlock'
import { localizeAirlock } from './localizeAirlock'

// The modal in the locale a dapp chooses (issue 21): its words from the locale's catalogue (a lazy
// chunk), the dapp's overrides on top, RTL locales mirrored through `dir` on the modal's root.
describe('createAirlock({ locale })', () => {
  it('stays in English by default, with no load', () => {
    const { airlock } = renderAirlock(null)
    expect(airlock.locale).toBe('en')
    expect(localizeAirlock(airlock).done).toBe(airlock)
  })

  it('shows Arabic right to left', async () => {
    const { airlock, modal } = renderAirlock(null, { locale: 'ar-EG' })
    expect(airlock.locale).toBe('ar')
    await localizeAirlock(airlock).promise
    airlock.open()
    const view = await modal()
    await waitFor(() => expect(view.getByRole('heading').textContent).toBe('ربط المحفظة'))
    const root = (view.dialog.getRootNode() as ShadowRoot).querySelector('.al-root')
    expect(root?.getAttribute('dir')).toBe('rtl')
    expect(root?.getAttribute('lang')).toBe('ar')
  })

  it('shows German with the dapp overrides on top, the page button included', async () => {
    const { airlock, modal, rootButton } = renderAirlock(<ConnectButton />, {
      locale: 'de',
      messages: { connectWalletTitle: 'Los geht es' },
    })
    await rootButton('Wallet verbinden')
    airlock.open()
    const view = await modal()
    await waitFor(() => expect(view.getByRole('heading').textContent).toBe('Los geht es'))
    expect(view.getByRole('button', { name: 'Schließen' })).toBeDefined()
    const root = (view.dialog.getRootNode() as ShadowRoot).querySelector('.al-root')
    expect(root?.getAttribute('dir')).toBe('ltr')
  })

  it('keeps English overrides without a locale', async () => {
    const { airlock, modal } = renderAirlock(null, {
      messages: { connectWalletTitle: 'Sign in', accountTitle: undefined },
    })
    expect(airlock.messages.accountTitle).toBe('Account')
    airlock.open()
    const view = await modal()
    await waitFor(() => expect(view.getByRole('heading').textContent).toBe('Sign in'))
  })
})

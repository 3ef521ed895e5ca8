import { connect, pushView } from '@airlock/core'
import { fireEvent, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { authConnector, newEmbeddedUser, renderEmbedded } from '../../test/renderEmbedded'

async function openSwitch(smartAccountEnabledNetworks: number[], fails = false) {
  const rendered = renderEmbedded()
  rendered.wallet.test.smartAccountFails = fails
  // What the frame answers when the view asks again on opening.
  rendered.wallet.test.smartAccountNetworks = smartAccountEnabledNetworks
  await connect(rendered.airlock.core, { connector: authConnector })
  rendered.wallet.test.set({ user: newEmbeddedUser(), smartAccountEnabledNetworks })
  rendered.airlock.open()
  pushView(rendered.airlock.core, 'SwitchAccountType')
  const view = await rendered.modal()
  const list = await view.findByRole('list', { name: 'Account Type' })
  return { ...rendered, view, list }
}

const current = (list: HTMLElement) =>
  list.querySelector('li[aria-current="true"] h3')?.textContent ?? ''

describe('SwitchAccountType', () => {
  it('switches from EOA to the smart account and back again', async () => {
    const { view, list, airlock } = await openSwitch([1])
    expect(current(list)).toBe('EOAIn use')
    fireEvent.click(within(list).getByRole('button', { name: 'Switch to your smart account' }))
    await waitFor(() => expect(current(list)).toBe('Smart accountIn use'))
    expect(airlock.core.state.embedded.user?.preferredAccountType).toBe('smartAccount')
    fireEvent.click(await view.findByRole('button', { name: 'Switch to your EOA' }))
    await waitFor(() => expect(current(list)).toBe('EOAIn use'))
    fireEvent.click(await view.findByRole('button', { name: 'Switch to your smart account' }))
    await waitFor(() => expect(current(list)).toBe('Smart accountIn use'))
  })

  it('asks the frame for the smart-account networks on opening: a stale empty list does not hide the way back', async () => {
    const rendered = renderEmbedded()
    rendered.wallet.test.smartAccountNetworks = [1]
    await connect(rendered.airlock.core, { connector: authConnector })
    rendered.wallet.test.set({ user: newEmbeddedUser(), smartAccountEnabledNetworks: [] })
    rendered.airlock.open()
    pushView(rendered.airlock.core, 'SwitchAccountType')
    const view = await rendered.modal()
    await view.findByRole('button', { name: 'Switch to your smart account' })
    expect(rendered.airlock.core.state.embedded.smartAccountEnabledNetworks).toEqual([1])
  })

  it('offers no smart account off the smart-account networks', async () => {
    const { list } = await openSwitch([8453])
    expect(current(list)).toBe('EOAIn use')
    expect(within(list).queryByRole('button', { name: 'Switch to your smart account' })).toBeNull()
  })

  it('a refused switch stays on EOA and says so', async () => {
    const { list, airlock } = await openSwitch([1], true)
    fireEvent.click(within(list).getByRole('button', { name: 'Switch to your smart account' }))
    await waitFor(() =>
      expect(airlock.core.state.snackbar.message).toBe(
        'This application might not support Smart Accounts',
      ),
    )
    expect(current(list)).toBe('EOAIn use')
  })
})

import { connect } from '@airlock/core'
import { fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { authConnector, newEmbeddedUser, renderEmbedded } from '../../test/renderEmbedded'

const newUser = newEmbeddedUser

describe('Account: the eoa / smartAccount switch', () => {
  it('offers the smart account on a smart-account network and switches', async () => {
    const { airlock, modal, wallet } = renderEmbedded()
    await connect(airlock.core, { connector: authConnector })
    wallet.test.set({ user: newUser(), smartAccountEnabledNetworks: [1] })
    airlock.open()
    const view = await modal()
    await view.findByText('EOA')
    fireEvent.click(view.getByRole('button', { name: 'Switch to your smart account' }))
    await view.findByText('Smart account')
    expect(view.getByRole('button', { name: 'Switch to your EOA' })).toBeTruthy()
  })

  it('falls back to eoa and says so when the switch fails', async () => {
    const { airlock, modal, wallet } = renderEmbedded()
    wallet.test.smartAccountFails = true
    await connect(airlock.core, { connector: authConnector })
    wallet.test.set({ user: newUser(), smartAccountEnabledNetworks: [1] })
    airlock.open()
    const view = await modal()
    fireEvent.click(await view.findByRole('button', { name: 'Switch to your smart account' }))
    await waitFor(() =>
      expect(airlock.core.state.snackbar.message).toBe(
        'This application might not support Smart Accounts',
      ),
    )
    expect(view.getByText('EOA')).toBeTruthy()
  })

  it('does not offer a smart account off the smart-account networks, nor anything to other wallets', async () => {
    const { airlock, modal, wallet } = renderEmbedded()
    await connect(airlock.core, { connector: authConnector })
    wallet.test.set({ user: newUser(), smartAccountEnabledNetworks: [] })
    airlock.open()
    const view = await modal()
    await view.findByText('EOA')
    expect(view.queryByRole('button', { name: 'Switch to your smart account' })).toBeNull()
    wallet.test.set({
      user: { ...newUser(), address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', accounts: [] },
    })
    await waitFor(() => expect(view.queryByText('EOA')).toBeNull())
  })

  it('says who signed in: the login email, or the social account and its name', async () => {
    const { airlock, modal, wallet } = renderEmbedded()
    await connect(airlock.core, { connector: authConnector })
    wallet.test.set({ user: newUser(), smartAccountEnabledNetworks: [] })
    airlock.open()
    const view = await modal()
    await view.findByText('Signed in as visitor@example.org')
    airlock.core.state.embedded.socialProvider = 'github'
    wallet.test.set({ user: { ...newUser(), email: undefined, userName: 'ada' } })
    await view.findByText('Signed in with GitHub as ada')
  })
})

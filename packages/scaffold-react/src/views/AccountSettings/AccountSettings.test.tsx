import { connect } from '@airlock/core'
import { fireEvent, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderAirlock } from '../../test/renderAirlock'
import { authConnector, newEmbeddedUser, renderEmbedded } from '../../test/renderEmbedded'
import { startTestCloud, type TestCloud } from '../../test/startTestCloud'

let cloud: TestCloud
beforeAll(async () => {
  cloud = await startTestCloud()
})
afterAll(() => cloud.stop())

type View = Awaited<ReturnType<ReturnType<typeof renderAirlock>['modal']>>

async function openSettings(view: View) {
  fireEvent.click(await view.findByRole('button', { name: 'Account settings' }))
  await view.findByRole('heading', { name: 'Account Settings' })
  await view.findByRole('button', { name: 'Disconnect' })
}

describe('AccountSettings', () => {
  it("opens from Account; an injected wallet's settings: network, profile, name, disconnect, no account type", async () => {
    const { airlock, adapter, modal } = renderAirlock(null, { cloudUrl: cloud.url })
    const [connector] = adapter.getConnectors()
    if (!connector) throw new TypeError('no connector')
    await connect(airlock.core, { connector })
    airlock.open()
    const view = await modal()
    await openSettings(view)
    expect(view.getByRole('button', { name: 'Profile' })).toBeTruthy()
    expect(view.getByRole('button', { name: 'Choose a name' })).toBeTruthy()
    expect(view.queryByRole('button', { name: 'Change account type' })).toBeNull()
    expect(view.queryByRole('button', { name: 'Export private key' })).toBeNull()
    fireEvent.click(view.getByRole('button', { name: 'Ethereum' }))
    await waitFor(() => expect(airlock.core.state.router.view).toBe('Networks'))
  })

  it('Disconnect disconnects and closes the modal', async () => {
    const { airlock, adapter, modal } = renderAirlock(null, { cloudUrl: cloud.url })
    const [connector] = adapter.getConnectors()
    if (!connector) throw new TypeError('no connector')
    await connect(airlock.core, { connector })
    airlock.open()
    const view = await modal()
    await openSettings(view)
    fireEvent.click(view.getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(airlock.core.state.modal.open).toBe(false))
    expect(airlock.core.state.chain.accounts.eip155?.status).toBe('disconnected')
  })

  it("the embedded wallet's settings: account type, edit email, export key", async () => {
    const { airlock, modal, wallet } = renderEmbedded({ cloudUrl: cloud.url })
    await connect(airlock.core, { connector: authConnector })
    wallet.test.set({ user: newEmbeddedUser(), smartAccountEnabledNetworks: [1] })
    airlock.open()
    const view = await modal()
    await openSettings(view)
    expect(view.getByText('Account type: EOA')).toBeTruthy()
    expect(view.getByRole('button', { name: 'Export private key' })).toBeTruthy()
    fireEvent.click(view.getByRole('button', { name: 'Edit email' }))
    await waitFor(() => expect(airlock.core.state.router.view).toBe('UpdateEmailWallet'))
    expect(airlock.core.state.router.data?.email).toBe('visitor@example.org')
    airlock.core.state.router.view = 'AccountSettings'
    fireEvent.click(await view.findByRole('button', { name: 'Change account type' }))
    await waitFor(() => expect(airlock.core.state.router.view).toBe('SwitchAccountType'))
    await view.findByRole('heading', { name: 'Account Type' })
  })
})

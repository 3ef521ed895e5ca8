import { connect } from '@airlock/core'
import { fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { authConnector, newEmbeddedUser, renderEmbedded } from '../../test/renderEmbedded'

const newUser = newEmbeddedUser

const exports = (calls: { name: string }[]) =>
  calls.filter(({ name }) => name === 'EXPORT_PRIVATE_KEY').length

describe('ExportPrivateKey: the frame shows the key, over the modal body', () => {
  it('Export private key in Account opens the view, which sends EXPORT_PRIVATE_KEY with no time-out, shows the frame, and goes back when the frame answers', async () => {
    const { airlock, modal, wallet } = renderEmbedded()
    await connect(airlock.core, { connector: authConnector })
    wallet.test.set({ user: newUser(), smartAccountEnabledNetworks: [] })
    airlock.open()
    const view = await modal()
    fireEvent.click(await view.findByRole('button', { name: 'Export private key' }))
    expect(airlock.core.state.router.view).toBe('ExportPrivateKey')
    await waitFor(() => expect(view.getByRole('heading').textContent).toBe('Export Private Key'))
    await waitFor(() => expect(exports(wallet.frame.calls)).toBe(1))
    const call = wallet.frame.calls.find(({ name }) => name === 'EXPORT_PRIVATE_KEY')
    expect(call?.payload).toBeUndefined()
    expect(call?.options?.timeoutMs).toBeUndefined()
    await waitFor(() => expect(wallet.frame.shownOver).toBeDefined())
    // The visitor closes the frame's export screen: back on Account, the frame hidden.
    wallet.test.closeExport()
    await waitFor(() => expect(airlock.core.state.router.view).toBe('Account'))
    await waitFor(() => expect(wallet.frame.shownOver).toBeUndefined())
    expect(airlock.core.state.modal.open).toBe(true)
  })

  it('leaving the view hides the frame and cancels nothing; under StrictMode the request is sent once', async () => {
    const { airlock, modal, wallet } = renderEmbedded({ strict: true })
    await connect(airlock.core, { connector: authConnector })
    wallet.test.set({ user: newUser(), smartAccountEnabledNetworks: [] })
    airlock.open()
    const view = await modal()
    fireEvent.click(await view.findByRole('button', { name: 'Export private key' }))
    await waitFor(() => expect(wallet.frame.shownOver).toBeDefined())
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(exports(wallet.frame.calls)).toBe(1)
    fireEvent.click(view.getByRole('button', { name: /back/i }))
    await waitFor(() => expect(airlock.core.state.router.view).toBe('Account'))
    await waitFor(() => expect(wallet.frame.shownOver).toBeUndefined())
    expect(wallet.frame.calls.some(({ name }) => name === 'CANCEL_REQUEST')).toBe(false)
    // A late answer (the screen closed unseen) does not move the modal.
    wallet.test.closeExport()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(airlock.core.state.router.view).toBe('Account')
  })

  it('is not offered to other wallets', async () => {
    const { airlock, modal, wallet } = renderEmbedded()
    await connect(airlock.core, { connector: authConnector })
    wallet.test.set({
      user: { ...newUser(), address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', accounts: [] },
    })
    airlock.open()
    const view = await modal()
    await view.findByRole('heading')
    expect(view.queryByRole('button', { name: 'Export private key' })).toBeNull()
  })
})

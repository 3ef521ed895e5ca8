import { fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderEmbedded } from '../embeddedWallet/renderEmbedded'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('ApproveTransaction', () => {
  it('opens on an unsafe request with the modal closed, shows the message, and closes after Approve', async () => {
    const { airlock, modal, wallet } = renderEmbedded()
    const answer = wallet.test.ask({ method: 'personal_sign', params: ['0x48656c6c6f', address] })
    const view = await modal()
    await view.findByText('Sign this message?')
    expect(view.getByText('Hello')).toBeTruthy()
    expect(view.getByText('personal_sign')).toBeTruthy()
    expect(view.getByRole('heading').textContent).toBe('Approve Transaction')
    fireEvent.click(view.getByRole('button', { name: 'Approve' }))
    expect(await answer).toBe('approved')
    await waitFor(() => expect(airlock.core.state.modal.open).toBe(false))
  })

  it('is pushed on an open modal and goes back there after Reject', async () => {
    const { airlock, modal, wallet } = renderEmbedded()
    airlock.open()
    const view = await modal()
    await view.findByRole('textbox', { name: 'Email' })
    const answer = wallet.test.ask({
      method: 'eth_sendTransaction',
      params: [{ from: address, to: address, value: '0xde0b6b3a7640000' }],
    })
    await view.findByText('Send this transaction?')
    expect(view.getByText('1 ETH')).toBeTruthy()
    fireEvent.click(view.getByRole('button', { name: 'Reject' }))
    expect(await answer).toBe('rejected')
    await waitFor(() => expect(airlock.core.state.router.view).toBe('Connect'))
    expect(airlock.core.state.modal.open).toBe(true)
  })

  it('refuses the request when the modal is closed while it waits', async () => {
    const { airlock, modal, wallet } = renderEmbedded()
    const answer = wallet.test.ask({ method: 'personal_sign', params: ['0x00ff', address] })
    const view = await modal()
    // Binary data stays hex.
    await view.findByText('0x00ff')
    airlock.close()
    expect(await answer).toBe('rejected')
  })

  it('shows `Action not allowed` when a method outside the allow-list was refused', async () => {
    const { airlock, modal, wallet } = renderEmbedded()
    airlock.open()
    const view = await modal()
    await view.findByRole('textbox', { name: 'Email' })
    wallet.test.set({ refusedRequests: 1 })
    await waitFor(() => expect(airlock.core.state.snackbar.message).toBe('Action not allowed'))
  })

  it('an answer that comes after the visitor closed the modal leaves the reopened modal alone', async () => {
    const { airlock, modal, wallet } = renderEmbedded()
    wallet.test.holdApproval = true
    const answer = wallet.test.ask({ method: 'personal_sign', params: ['0x48656c6c6f', address] })
    const view = await modal()
    await view.findByText('Sign this message?')
    fireEvent.click(view.getByRole('button', { name: 'Approve' }))
    expect(await answer).toBe('approved')
    // The frame is still signing; the visitor closes the modal and opens it again.
    airlock.close()
    expect(wallet.test.calls.map(({ method }) => method)).not.toContain('rejectRequest')
    airlock.open()
    await waitFor(() => expect(airlock.core.state.router.view).toBe('Connect'))
    wallet.test.finishApproval()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(airlock.core.state.modal.open).toBe(true)
    expect(airlock.core.state.router.view).toBe('Connect')
  })
})

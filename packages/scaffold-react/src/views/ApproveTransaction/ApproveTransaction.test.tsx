import { closeModal, requestEmbedded, UserRejectedRequestError } from '@airlock/core'
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderEmbedded } from '../../test/renderEmbedded'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const sign = { method: 'personal_sign', params: ['0x48656c6c6f', address] }

describe('ApproveTransaction: the frame approves, over the modal body', () => {
  it('opens on an unsafe request with the modal closed, shows the frame over its body, and closes on the frame’s approval', async () => {
    const { airlock, modal, wallet } = renderEmbedded()
    wallet.frame.holdRpc = true
    const answer = requestEmbedded(airlock.core, sign)
    const view = await modal()
    expect(view.getByRole('heading').textContent).toBe('Approve Transaction')
    await waitFor(() => expect(wallet.frame.shownOver).toBeDefined())
    // No Approve on the page: only the frame can approve.
    expect(view.queryByRole('button', { name: 'Approve' })).toBeNull()
    wallet.frame.answer({ approve: true, result: '0xsig' })
    expect(await answer).toBe('0xsig')
    await waitFor(() => expect(airlock.core.state.modal.open).toBe(false))
    await waitFor(() => expect(wallet.frame.shownOver).toBeUndefined())
  })

  it('closing the modal cancels it (CANCEL_REQUEST); the dapp gets UserRejectedRequestError', async () => {
    const { airlock, modal, wallet } = renderEmbedded()
    wallet.frame.holdRpc = true
    const answer = requestEmbedded(airlock.core, sign).catch((error: unknown) => error)
    await modal()
    await waitFor(() => expect(wallet.frame.shownOver).toBeDefined())
    closeModal(airlock.core)
    expect(await answer).toBeInstanceOf(UserRejectedRequestError)
    expect(wallet.frame.calls.some(({ name }) => name === 'CANCEL_REQUEST')).toBe(true)
  })

  it('under StrictMode (a view mounted, unmounted and mounted again) the request is not declined', async () => {
    const { airlock, modal, wallet } = renderEmbedded({ strict: true })
    wallet.frame.holdRpc = true
    const answer = requestEmbedded(airlock.core, sign)
    await modal()
    await waitFor(() => expect(wallet.frame.shownOver).toBeDefined())
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(wallet.frame.calls.some(({ name }) => name === 'CANCEL_REQUEST')).toBe(false)
    wallet.frame.answer({ approve: true, result: '0xsig' })
    expect(await answer).toBe('0xsig')
  })
})

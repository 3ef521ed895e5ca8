import { connect, getAccount } from '@airlock/core'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderAirlock } from '../../test/renderAirlock'

describe('UnsupportedChain', () => {
  it('opens when the wallet moves to an unknown chain, refuses to close, and leaves after a switch', async () => {
    const { airlock, adapter, modal } = renderAirlock(null)
    const [connector] = adapter.getConnectors()
    if (!connector) throw new TypeError('no connector')
    await connect(airlock.core, { connector })
    act(() => {
      adapter.test.emitChainChanged('eip155:999')
    })
    const view = await modal()
    await waitFor(() => expect(view.getByRole('heading').textContent).toBe('Unsupported Network'))

    fireEvent.click(view.getByRole('button', { name: 'Close' }))
    expect(airlock.core.state.modal.open).toBe(true)
    expect(airlock.core.state.modal.shake).toBe(true)
    await waitFor(() => expect(view.dialog.getAttribute('data-shake')).toMatch(/a|b/))

    fireEvent.click(view.getByRole('button', { name: /OP Mainnet/ }))
    await waitFor(() => expect(airlock.core.state.modal.open).toBe(false))
    expect(airlock.core.state.chain.unsupportedCaipNetworkId).toBeUndefined()
  })

  it('lets a visitor who does not want to switch disconnect, which closes the modal', async () => {
    const { airlock, adapter, modal } = renderAirlock(null)
    const [connector] = adapter.getConnectors()
    if (!connector) throw new TypeError('no connector')
    await connect(airlock.core, { connector })
    act(() => {
      adapter.test.emitChainChanged('eip155:999')
    })
    const view = await modal()
    fireEvent.click(await view.findByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(airlock.core.state.modal.open).toBe(false))
    expect(getAccount(airlock.core)?.status ?? 'disconnected').toBe('disconnected')
  })
})

import { connect, getActiveNetwork } from '@airlock/core'
import { fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderAirlock } from '../../test/renderAirlock'

describe('Networks', () => {
  it('marks the active network and switches through the wallet', async () => {
    const { airlock, adapter, modal } = renderAirlock(null)
    const [connector] = adapter.getConnectors()
    if (!connector) throw new TypeError('no connector')
    await connect(airlock.core, { connector })
    airlock.open({ view: 'Networks' })
    const view = await modal()
    const mainnet = await view.findByRole('button', { name: /Ethereum/ })
    expect(mainnet.getAttribute('aria-current')).toBe('true')
    fireEvent.click(view.getByRole('button', { name: /OP Mainnet/ }))
    await waitFor(() => expect(getActiveNetwork(airlock.core).caipNetworkId).toBe('eip155:10'))
    expect(adapter.test.calls.some((call) => call.method === 'switchNetwork')).toBe(true)
  })

  it('shows Chain is not supported when the wallet cannot add the chain', async () => {
    const { airlock, adapter, modal } = renderAirlock(null)
    const [connector] = adapter.getConnectors()
    if (!connector) throw new TypeError('no connector')
    await connect(airlock.core, { connector })
    adapter.test.switchError = { code: 4902, message: 'Unrecognized chain' }
    adapter.test.canAddChain = false
    airlock.open({ view: 'Networks' })
    const view = await modal()
    fireEvent.click(await view.findByRole('button', { name: /OP Mainnet/ }))
    // The snackbar lives beside the dialog, in the same shadow root.
    const root = view.dialog.getRootNode() as ShadowRoot
    await waitFor(() => expect(root.textContent).toContain('Chain is not supported'))
    expect(getActiveNetwork(airlock.core).caipNetworkId).toBe('eip155:1')
  })
})

import { connect, getAssetImageUrl } from '@airlock/core'
import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { apiClientsFor } from '../../internal/useApiClients'
import { renderAirlock } from '../../test/renderAirlock'
import { NetworkButton } from './NetworkButton'

describe('NetworkButton', () => {
  it("shows the active network's logo from the registry before its name, in StrictMode too", async () => {
    const { airlock, adapter, rootButton } = renderAirlock(<NetworkButton />, { strict: true })
    const [connector] = adapter.getConnectors()
    if (!connector) throw new TypeError('no connector')
    await act(() => connect(airlock.core, { connector }))
    const button = await rootButton('Ethereum')
    const logo = button.querySelector('.al-network-image img')
    expect(logo?.getAttribute('src')).toBe(
      getAssetImageUrl(apiClientsFor(airlock.core).registry, 'eip155:1'),
    )
    // Decorative: the button is named by the network alone.
    expect(logo?.getAttribute('alt')).toBe('')
  })

  it('on a network the dapp does not support: a warning sign and the words, no logo', async () => {
    const { airlock, adapter, inRoots } = renderAirlock(<NetworkButton />)
    const [connector] = adapter.getConnectors()
    if (!connector) throw new TypeError('no connector')
    await act(() => connect(airlock.core, { connector }))
    act(() => adapter.test.emitChainChanged('eip155:424242'))
    await waitFor(() => {
      const button = inRoots()
        .flatMap((root) => [...root.querySelectorAll('button')])
        .find((candidate) => candidate.querySelector('.al-icon'))
      expect(button?.querySelector('.al-network-image')).toBeNull()
      expect(button?.textContent).not.toBe('Ethereum')
    })
  })
})

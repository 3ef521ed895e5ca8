import { connect, disconnect } from '@airlock/core'
import { act, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderAirlock } from '../test/renderAirlock'

describe('StatusAnnouncer', () => {
  it('announces Connected and Disconnected in a polite status region, not the status it first saw', async () => {
    const { airlock, adapter, modal } = renderAirlock(null)
    airlock.open()
    const view = await modal()
    const root = view.dialog.getRootNode() as ShadowRoot
    const region = () =>
      within(root as unknown as HTMLElement)
        .getAllByRole('status')
        .find(
          // The announcer's region, not a loading list's own (Connect's wallet rows say Loading wallets).
          (element) =>
            element.classList.contains('al-sr-only') && !element.closest('.al-skeleton-rows'),
        ) as HTMLElement
    expect(region().textContent).toBe('')
    const [connector] = adapter.getConnectors()
    if (!connector) throw new TypeError('no connector')
    await act(() => connect(airlock.core, { connector }))
    await waitFor(() => expect(region().textContent).toBe('Connected'))
    await act(() => disconnect(airlock.core))
    await waitFor(() => expect(region().textContent).toBe('Disconnected'))
  })
})

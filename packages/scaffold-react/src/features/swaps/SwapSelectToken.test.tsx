import { connect } from '@airlock/core'
import { waitFor, within } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderAirlock } from '../../test/renderAirlock'
import { startTestCloud, type TestCloud } from '../../test/startTestCloud'

let cloud: TestCloud
beforeAll(async () => {
  cloud = await startTestCloud()
})
afterAll(() => cloud.stop())

describe('SwapSelectToken opened on its own', () => {
  it('reads the tokens itself: placeholder rows, then the error state with Try again', async () => {
    // The test cloud has no swap token route: the read fails (404) once released.
    const release = cloud.hold('/convert/tokens')
    try {
      const { airlock, adapter, modal } = renderAirlock(null, { cloudUrl: cloud.url })
      const [connector] = adapter.getConnectors()
      if (!connector) throw new TypeError('no connector')
      await connect(airlock.core, { connector })
      airlock.open({ view: 'SwapSelectToken' })
      const view = await modal()
      await view.findByText('Loading tokens')
      expect(view.dialog.querySelectorAll('.al-skeleton-row')).toHaveLength(4)
      // The view shows its placeholders at once; core's swap state comes with its chunk.
      await waitFor(() => expect(airlock.core.state.swap?.tokensStatus).toBe('loading'))
      release()
      const alert = await view.findByRole('alert')
      expect(alert.textContent).toContain('Something went wrong')
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy()
      expect(view.queryByText('Loading tokens')).toBeNull()
    } finally {
      release()
    }
  })
})

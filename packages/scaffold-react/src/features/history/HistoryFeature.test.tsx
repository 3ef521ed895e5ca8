import { connect } from '@airlock/core'
import { fireEvent, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderAirlock } from '../../test/renderAirlock'
import { startTestCloud, type TestCloud } from '../../test/startTestCloud'

let cloud: TestCloud
beforeAll(async () => {
  cloud = await startTestCloud()
})
afterAll(() => cloud.stop())

describe('the Activity tab', () => {
  it('See all activity opens the Transactions view', async () => {
    const { airlock, adapter, modal } = renderAirlock(null, { cloudUrl: cloud.url })
    const [connector] = adapter.getConnectors()
    if (!connector) throw new TypeError('no connector')
    await connect(airlock.core, { connector })
    airlock.open()
    const view = await modal()
    fireEvent.click(await view.findByRole('tab', { name: 'Activity' }))
    fireEvent.click(await view.findByRole('button', { name: 'See all activity' }))
    await waitFor(() => expect(airlock.core.state.router.view).toBe('Transactions'))
    await view.findByRole('heading', { name: 'Activity' })
  })
})

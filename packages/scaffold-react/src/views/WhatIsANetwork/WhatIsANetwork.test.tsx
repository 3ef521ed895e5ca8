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

describe('WhatIsANetwork', () => {
  it('opens from Networks, explains networks, and Choose a network goes back to the list', async () => {
    const { airlock, adapter, modal } = renderAirlock(null, { cloudUrl: cloud.url })
    const [connector] = adapter.getConnectors()
    if (!connector) throw new TypeError('no connector')
    await connect(airlock.core, { connector })
    airlock.open()
    const view = await modal()
    fireEvent.click(await view.findByRole('button', { name: 'Ethereum' }))
    await view.findByRole('heading', { name: 'Networks' })
    fireEvent.click(await view.findByRole('button', { name: 'What is a network?' }))
    await view.findByRole('heading', { name: 'What is a Network?' })
    expect(airlock.core.state.router.view).toBe('WhatIsANetwork')
    const list = await view.findByRole('list', { name: 'What is a Network?' })
    expect([...list.querySelectorAll('h3')].map((h) => h.textContent)).toEqual([
      'Where your assets live',
      'Fees and speed differ',
    ])
    fireEvent.click(view.getByRole('button', { name: 'Choose a network' }))
    await waitFor(() => expect(airlock.core.state.router.view).toBe('Networks'))
  })
})

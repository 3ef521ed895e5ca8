import { connect } from '@airlock/core'
import { waitFor } from '@testing-library/react'
import axe from 'axe-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderAirlock } from '../test/renderAirlock'
import { startTestCloud, type TestCloud } from '../test/startTestCloud'

let cloud: TestCloud
beforeAll(async () => {
  cloud = await startTestCloud()
})
afterAll(() => cloud.stop())

// happy-dom has no layout or paint: contrast is checked in a real browser (Storybook, e2e).
const RULES = { 'color-contrast': { enabled: false } }

async function violations(element: Element): Promise<string[]> {
  const results = await axe.run(element, { rules: RULES, resultTypes: ['violations'] })
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' >>> ')).join(', ')})`,
  )
}

describe('the open modal is accessible (axe)', () => {
  it('Connect', async () => {
    const { airlock, modal } = renderAirlock(null, { cloudUrl: cloud.url })
    airlock.open()
    const view = await modal()
    await view.findByRole('button', { name: /Wallet 001/ })
    expect(await violations(view.dialog)).toEqual([])
  })

  it('AllWallets', async () => {
    const { airlock, modal } = renderAirlock(null, { cloudUrl: cloud.url })
    airlock.open({ view: 'AllWallets' })
    const view = await modal()
    await view.findByRole('list', { name: 'All Wallets' })
    expect(await violations(view.dialog)).toEqual([])
  })

  it('Account and Networks', async () => {
    const { airlock, adapter, modal } = renderAirlock(null, { cloudUrl: cloud.url })
    const [connector] = adapter.getConnectors()
    if (!connector) throw new TypeError('no connector')
    await connect(airlock.core, { connector })
    airlock.open()
    let view = await modal()
    await view.findByText('Airlock USD')
    expect(await violations(view.dialog)).toEqual([])
    airlock.open({ view: 'Networks' })
    view = await modal()
    await waitFor(() => expect(view.getByRole('heading').textContent).toBe('Networks'))
    expect(await violations(view.dialog)).toEqual([])
  })
})

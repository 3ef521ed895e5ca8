import { connect, pushView } from '@airlock/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderAirlock } from '../../test/renderAirlock'
import { startTestCloud, type TestCloud } from '../../test/startTestCloud'

let cloud: TestCloud
beforeAll(async () => {
  cloud = await startTestCloud()
})
afterAll(() => cloud.stop())

async function openTransactions(options: Parameters<typeof renderAirlock>[1] = {}) {
  const rendered = renderAirlock(null, { cloudUrl: cloud.url, ...options })
  const [connector] = rendered.adapter.getConnectors()
  if (!connector) throw new TypeError('no connector')
  await connect(rendered.airlock.core, { connector })
  rendered.airlock.open()
  pushView(rendered.airlock.core, 'Transactions')
  return { ...rendered, view: await rendered.modal() }
}

describe('Transactions', () => {
  it("lists the history of the active chain under its month, from core's store", async () => {
    const { view, airlock } = await openTransactions()
    await view.findByText('Sent')
    const month = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' }).format(
      new Date('2025-01-02T03:04:05.000Z'),
    )
    expect(view.getByRole('heading', { name: month })).toBeTruthy()
    expect(view.getByRole('region', { name: 'Activity' })).toBeTruthy()
    expect(airlock.core.state.transactions?.lastNetworkInView).toBe('eip155:1')
    const history = cloud.requests.find(
      (url) => url.pathname.endsWith('/history') && !url.searchParams.has('onramp'),
    )
    expect(history?.searchParams.get('chainId')).toBe('eip155:1')
  })

  it('says Failed to fetch transactions when the history cannot be read, and tracks it', async () => {
    // Nothing listens on the discard port: the Blockchain API is down.
    const { view, airlock } = await openTransactions({ apiUrl: 'http://127.0.0.1:9' })
    await view.findByText('Failed to fetch transactions')
    expect(view.getByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(airlock.core.state.events.events.map((entry) => entry.event)).toContain(
      'ERROR_FETCH_TRANSACTIONS',
    )
  })
})

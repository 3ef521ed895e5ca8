import { connect, ensureOnrampState } from '@airlock/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderAirlock } from '../../test/renderAirlock'
import { startTestCloud, type TestCloud } from '../../test/startTestCloud'

let cloud: TestCloud
beforeAll(async () => {
  cloud = await startTestCloud()
})
afterAll(() => cloud.stop())

async function connected() {
  const rendered = renderAirlock(null, { cloudUrl: cloud.url })
  const [connector] = rendered.adapter.getConnectors()
  if (!connector) throw new TypeError('no connector')
  await connect(rendered.airlock.core, { connector })
  return rendered
}

describe('on-ramp lists while they load', () => {
  it('OnRampActivity shows placeholder rows until the history answers, then its list or empty state', async () => {
    const release = cloud.hold('/history')
    try {
      const { airlock, modal } = await connected()
      airlock.open({ view: 'OnRampActivity' })
      const view = await modal()
      await view.findByText('Loading activity')
      expect(view.dialog.querySelectorAll('.al-skeleton-row')).toHaveLength(3)
      release()
      await view.findByText('No purchases yet')
      expect(view.dialog.querySelector('.al-skeleton-row')).toBeNull()
    } finally {
      release()
    }
  })

  it('the token picker shows placeholder rows while the provider options load', async () => {
    const { airlock, modal } = await connected()
    ensureOnrampState(airlock.core).optionsStatus = 'loading'
    airlock.open({ view: 'OnRampTokenSelect' })
    const view = await modal()
    await view.findByText('Loading tokens')
    expect(view.queryByRole('button', { name: 'Ether (ETH)' })).toBeNull()
    ensureOnrampState(airlock.core).optionsStatus = 'failed'
    // Without options, the fallback token is offered.
    await view.findByRole('button', { name: 'Ether (ETH)' })
  })
})

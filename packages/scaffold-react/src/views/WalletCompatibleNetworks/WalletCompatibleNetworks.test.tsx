import { connect } from '@airlock/core'
import { fireEvent, within } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderAirlock } from '../../test/renderAirlock'
import {
  authConnector,
  embeddedUserAddress,
  newEmbeddedUser,
  renderEmbedded,
} from '../../test/renderEmbedded'
import { startTestCloud, type TestCloud } from '../../test/startTestCloud'

let cloud: TestCloud
beforeAll(async () => {
  cloud = await startTestCloud()
})
afterAll(() => cloud.stop())

async function openFromReceive(
  view: Awaited<ReturnType<ReturnType<typeof renderAirlock>['modal']>>,
) {
  fireEvent.click(await view.findByRole('button', { name: 'Receive' }))
  fireEvent.click(await view.findByRole('button', { name: 'Compatible networks' }))
  await view.findByRole('heading', { name: 'Compatible Networks' })
  return view.findByRole('list', { name: 'Compatible Networks' })
}

describe('WalletCompatibleNetworks', () => {
  it("opens from Receive and lists the account's networks with icons, the active one marked", async () => {
    const { airlock, adapter, modal } = renderAirlock(null, { cloudUrl: cloud.url })
    const [connector] = adapter.getConnectors()
    if (!connector) throw new TypeError('no connector')
    await connect(airlock.core, { connector })
    airlock.open()
    const list = await openFromReceive(await modal())
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual(['Ethereum', 'OP Mainnet'])
    expect(items[0]?.getAttribute('aria-current')).toBe('true')
    const icon = items[1]?.querySelector('img')?.getAttribute('src') ?? ''
    expect(new URL(icon).pathname).toBe('/public/getAssetImage/eip155%3A10')
  })

  it("lists only the smart account's networks for an embedded smart account", async () => {
    const { airlock, modal, wallet } = renderEmbedded({ cloudUrl: cloud.url })
    await connect(airlock.core, { connector: authConnector })
    const user = { ...newEmbeddedUser(), preferredAccountType: 'smartAccount' as const }
    wallet.test.set({ user, smartAccountEnabledNetworks: [10] })
    expect(user.address).toBe(embeddedUserAddress)
    airlock.open()
    const list = await openFromReceive(await modal())
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['OP Mainnet'])
  })
})

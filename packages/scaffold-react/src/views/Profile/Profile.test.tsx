import { connect } from '@airlock/core'
import { fireEvent, waitFor, within } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderAirlock } from '../../test/renderAirlock'
import { authConnector, newEmbeddedUser, renderEmbedded } from '../../test/renderEmbedded'
import { startTestCloud, type TestCloud } from '../../test/startTestCloud'

let cloud: TestCloud
beforeAll(async () => {
  cloud = await startTestCloud()
})
afterAll(() => cloud.stop())

const SMART = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

async function openProfile(view: Awaited<ReturnType<ReturnType<typeof renderAirlock>['modal']>>) {
  fireEvent.click(await view.findByRole('button', { name: 'Account settings' }))
  fireEvent.click(await view.findByRole('button', { name: 'Profile' }))
  await view.findByRole('heading', { name: 'Profile' })
  return view.findByRole('list', { name: 'Your accounts' })
}

describe('Profile', () => {
  it('shows an injected account as its one account, in use', async () => {
    const { airlock, adapter, modal } = renderAirlock(null, { cloudUrl: cloud.url })
    const [connector] = adapter.getConnectors()
    if (!connector) throw new TypeError('no connector')
    await connect(airlock.core, { connector })
    airlock.open()
    const list = await openProfile(await modal())
    const rows = within(list).getAllByRole('button')
    expect(rows.map((row) => row.textContent)).toEqual(['0xf39F...2266EOAIn use'])
    expect(rows[0]?.getAttribute('aria-current')).toBe('true')
    expect((rows[0] as HTMLButtonElement).disabled).toBe(true)
  })

  it("lists the embedded wallet's EOA and smart account; picking the other switches to it", async () => {
    const { airlock, modal, wallet } = renderEmbedded({ cloudUrl: cloud.url })
    await connect(airlock.core, { connector: authConnector })
    const user = newEmbeddedUser()
    user.accounts.push({ address: SMART, type: 'smartAccount' })
    wallet.test.set({ user, smartAccountEnabledNetworks: [1] })
    airlock.open()
    const list = await openProfile(await modal())
    const rows = within(list).getAllByRole('button')
    expect(rows.map((row) => row.textContent)).toEqual([
      '0xf39F...2266EOAIn use',
      '0x5FbD...0aa3Smart account',
    ])
    fireEvent.click(rows[1] as HTMLElement)
    await waitFor(() =>
      expect(airlock.core.state.embedded.user?.preferredAccountType).toBe('smartAccount'),
    )
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('button')
          .map((row) => row.textContent),
      ).toEqual(['0xf39F...2266EOA', '0x5FbD...0aa3Smart accountIn use']),
    )
  })
})

import { connect } from '@airlock/core'
import { fireEvent, waitFor, within } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderAirlock } from '../../test/renderAirlock'
import { startTestCloud, type TestCloud } from '../../test/startTestCloud'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

let cloud: TestCloud
beforeAll(async () => {
  cloud = await startTestCloud()
})
afterAll(() => cloud.stop())

/** Connects the test adapter's account, opens Account and presses Receive, as a visitor does. */
async function openReceive(options: Parameters<typeof renderAirlock>[1] = {}) {
  const rendered = renderAirlock(null, { cloudUrl: cloud.url, ...options })
  const [connector] = rendered.adapter.getConnectors()
  if (!connector) throw new TypeError('no connector')
  await connect(rendered.airlock.core, { connector })
  rendered.airlock.open()
  const view = await rendered.modal()
  fireEvent.click(await view.findByRole('button', { name: 'Receive' }))
  await view.findByText(ADDRESS)
  return { ...rendered, view }
}

describe('WalletReceive', () => {
  it('shows the address whole, its QR code, and the networks of its namespace with icons, the active one first', async () => {
    const { view, airlock } = await openReceive()
    expect(airlock.core.state.router.view).toBe('WalletReceive')
    // The header's title crosses over from Account's (an animation): wait for it, do not race it.
    expect(await view.findByRole('heading', { name: 'Receive' })).toBeTruthy()
    expect(view.getByRole('img', { name: 'QR code of your address' })).toBeTruthy()
    const list = view.getByRole('list', { name: 'Networks you can receive on' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual(['Ethereum', 'OP Mainnet'])
    expect(items[0]?.getAttribute('aria-current')).toBe('true')
    // Each network's icon is the registry's asset image of its CAIP-2 id.
    const icons = items.map((item) => item.querySelector('img')?.getAttribute('src') ?? '')
    expect(new URL(icons[0] as string).pathname).toBe('/public/getAssetImage/eip155%3A1')
    expect(new URL(icons[1] as string).pathname).toBe('/public/getAssetImage/eip155%3A10')
  })

  it('Copy address puts the whole address on the clipboard and says Copied', async () => {
    const { view } = await openReceive()
    await navigator.clipboard.writeText('')
    fireEvent.click(view.getByRole('button', { name: 'Copy address' }))
    await view.findByRole('button', { name: 'Copied' })
    // happy-dom's clipboard is a real in-memory one: what the visitor would paste.
    expect(await navigator.clipboard.readText()).toBe(ADDRESS)
    // The label comes back after 1.5 s.
    await view.findByRole('button', { name: 'Copy address' }, { timeout: 4000 })
  })

  it('offers the on-ramp when enabled, and Buy opens it', async () => {
    const { view, airlock } = await openReceive()
    fireEvent.click(view.getByRole('button', { name: 'Buy' }))
    await waitFor(() => expect(airlock.core.state.router.view).toBe('OnRampProviders'))
  })

  it('no Buy when the on-ramp is disabled', async () => {
    const { view } = await openReceive({ features: { onramp: false } })
    expect(view.queryByRole('button', { name: 'Buy' })).toBeNull()
  })

  it('follows a network switch: the newly active network comes first', async () => {
    const { view, airlock } = await openReceive()
    const optimism = airlock.core.state.chain.networks[1]
    if (!optimism) throw new TypeError('no second network')
    airlock.core.state.chain.activeNetwork = optimism
    const list = view.getByRole('list', { name: 'Networks you can receive on' })
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]?.textContent).toBe('OP Mainnet'),
    )
  })
})

import { connect, ensureSwapState, linea, mainnet, pushView, type SwapToken } from '@airlock/core'
import { fireEvent, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderAirlock } from '../../test/renderAirlock'
import { startTestCloud, type TestCloud } from '../../test/startTestCloud'

let cloud: TestCloud
beforeAll(async () => {
  cloud = await startTestCloud()
})
afterAll(() => cloud.stop())

const token = (symbol: string, address: string, flags: Partial<SwapToken> = {}): SwapToken => ({
  name: `${symbol} token`,
  symbol,
  address: `eip155:1:${address}`,
  decimals: 18,
  logoUri: '',
  ...flags,
})
const TOKENS = [
  token('ETH', '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', { suggested: true, popular: true }),
  token('USDC', '0xfbfbfDdd6e35dA57b7B0F9a2C10E34Be70B3A4E9', { suggested: true, popular: true }),
  token('AIR', '0x10Aeafac83d48E2f9ac4bAAf94311c45fACe1404', { suggested: true, popular: false }),
  token('WHOLE', '0xCABEe62adFB2a4d4172Fc2F7536f324FC52C274a', {
    suggested: false,
    popular: false,
  }),
]

async function openAccount(networks = [mainnet, linea]) {
  const rendered = renderAirlock(null, { cloudUrl: cloud.url, networks })
  const [connector] = rendered.adapter.getConnectors()
  if (!connector) throw new TypeError('no connector')
  await connect(rendered.airlock.core, { connector })
  rendered.airlock.open()
  return { ...rendered, view: await rendered.modal() }
}

describe('Swap', () => {
  it('Account offers Swap on the twelve swap networks only (SPEC.md §9)', async () => {
    const { view, adapter } = await openAccount()
    await view.findByRole('button', { name: 'Swap' })
    adapter.test.emitChainChanged(linea.caipNetworkId)
    await waitFor(() => expect(view.queryByRole('button', { name: 'Swap' })).toBeNull())
    expect(view.getByRole('button', { name: 'Send' })).toBeTruthy()
  })

  it('SwapSelectToken: suggested buttons, search, and a pick goes back with the token set', async () => {
    const { view, airlock } = await openAccount()
    const { core } = airlock
    await view.findByRole('button', { name: 'Swap' })
    const swap = ensureSwapState(core)
    Object.assign(swap, { tokens: TOKENS, tokensStatus: 'ready', sourceToken: TOKENS[0] })
    swap.tokenSide = 'to'
    pushView(core, 'SwapSelectToken')
    const suggested = await view.findByRole('region', { name: 'Suggested' })
    expect([...suggested.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'ETH',
      'USDC',
      'AIR',
    ])
    fireEvent.change(view.getByRole('searchbox', { name: 'Search token' }), {
      target: { value: 'who' },
    })
    await waitFor(() => expect(view.queryByRole('region', { name: 'Suggested' })).toBeNull())
    const rows = view.getAllByRole('listitem')
    expect(rows).toHaveLength(1)
    fireEvent.click(rows[0]?.querySelector('button') as HTMLButtonElement)
    await waitFor(() => expect(core.state.router.view).toBe('Account'))
    expect(core.state.swap?.toToken?.symbol).toBe('WHOLE')
  })

  it('off the swap networks the Swap view says Network not supported for Swaps', async () => {
    const { view, airlock, adapter } = await openAccount()
    await view.findByRole('button', { name: 'Swap' })
    adapter.test.emitChainChanged(linea.caipNetworkId)
    pushView(airlock.core, 'Swap')
    await view.findByText('Network not supported for Swaps')
  })
})

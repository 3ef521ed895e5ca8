import { base, connect, disconnect, setThemeMode, switchNetwork } from '@airlock/core'
import { act, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ConnectButton } from '../components/ConnectButton/ConnectButton'
import { renderAirlock } from '../test/renderAirlock'
import { useAirlock } from './useAirlock'
import { useAirlockAccount } from './useAirlockAccount'
import { useAirlockEvents } from './useAirlockEvents'
import { useAirlockNetwork } from './useAirlockNetwork'
import { useAirlockProvider } from './useAirlockProvider'
import { useAirlockState } from './useAirlockState'
import { useAirlockTheme } from './useAirlockTheme'
import { useDisconnect } from './useDisconnect'
import { useWalletInfo } from './useWalletInfo'

function Panel() {
  const account = useAirlockAccount()
  const { network } = useAirlockNetwork()
  const state = useAirlockState()
  const { themeMode } = useAirlockTheme()
  const { data } = useAirlockEvents()
  const { walletInfo } = useWalletInfo()
  const provider = useAirlockProvider('eip155')
  return (
    <pre data-testid="panel">
      {JSON.stringify({
        address: account.address ?? null,
        status: account.status,
        isConnected: account.isConnected,
        network: network.caipNetworkId,
        open: state.open,
        view: state.view,
        activeChain: state.activeChain,
        themeMode: themeMode ?? null,
        event: data?.event ?? null,
        wallet: walletInfo?.name ?? null,
        provider: provider ? 'eip1193' : null,
      })}
    </pre>
  )
}

type Grabbed = { api?: ReturnType<typeof useAirlock> & ReturnType<typeof useDisconnect> }

function Grab({ into }: { into: Grabbed }) {
  into.api = { ...useAirlock(), ...useDisconnect() }
  return null
}

/** Keeps what `useAirlockProvider('eip155')` last returned in `into`. */
function ProviderGrabber({ into }: { into: { provider?: ReturnType<typeof useAirlockProvider> } }) {
  into.provider = useAirlockProvider('eip155')
  return null
}

function Lost() {
  useAirlockAccount()
  return null
}

const panel = (): Record<string, unknown> =>
  JSON.parse(screen.getByTestId('panel').textContent ?? '{}') as Record<string, unknown>

describe('hooks', () => {
  it('return what core holds, and follow it', async () => {
    const { airlock, adapter } = renderAirlock(<Panel />)
    expect(panel()).toMatchObject({
      address: null,
      status: 'disconnected',
      isConnected: false,
      network: 'eip155:1',
      open: false,
      view: 'Connect',
      activeChain: 'eip155',
      event: null,
      wallet: null,
      provider: null,
    })
    const [connector] = adapter.getConnectors()
    if (!connector) throw new TypeError('no connector')
    await act(() => connect(airlock.core, { connector }))
    await act(async () => setThemeMode(airlock.core, 'dark'))
    expect(panel()).toMatchObject({
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      status: 'connected',
      isConnected: true,
      themeMode: 'dark',
      event: 'CONNECT_SUCCESS',
      wallet: 'Test Wallet',
    })
    await waitFor(() => expect(panel().provider).toBe('eip1193'))
    await act(() => switchNetwork(airlock.core, airlock.core.options.networks[1] ?? base))
    expect(panel().network).toBe('eip155:10')
  })

  it('useAirlockProvider hands out the EIP-1193 provider of the connected wallet, and none after a disconnect', async () => {
    const grabbed: { provider?: ReturnType<typeof useAirlockProvider> } = {}
    const { airlock, adapter } = renderAirlock(<ProviderGrabber into={grabbed} />)
    expect(grabbed.provider).toBeUndefined()
    const [connector] = adapter.getConnectors()
    if (!connector) throw new TypeError('no connector')
    await act(() => connect(airlock.core, { connector }))
    await waitFor(() => expect(grabbed.provider).toBeDefined())
    // The wallet answers through it: the connected account and chain.
    await expect(grabbed.provider?.request({ method: 'eth_accounts' })).resolves.toEqual([
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    ])
    await expect(grabbed.provider?.request({ method: 'eth_chainId' })).resolves.toBe('0x1')
    await act(() => disconnect(airlock.core))
    expect(grabbed.provider).toBeUndefined()
  })

  it('open, close and disconnect act on core', async () => {
    const grabbed: Grabbed = {}
    const { airlock, adapter } = renderAirlock(<Grab into={grabbed} />)
    const api = grabbed.api
    if (!api) throw new TypeError('not rendered')
    act(() => api.open({ view: 'Networks' }))
    expect(airlock.core.state.modal.open).toBe(true)
    expect(airlock.core.state.router.view).toBe('Networks')
    act(() => {
      api.close()
    })
    expect(airlock.core.state.modal.open).toBe(false)
    const [connector] = adapter.getConnectors()
    if (!connector) throw new TypeError('no connector')
    await connect(airlock.core, { connector })
    await act(() => api.disconnect())
    expect(airlock.core.state.chain.accounts.eip155?.status).toBe('disconnected')
  })

  it('throw a clear error outside the provider', () => {
    expect(() => render(<Lost />)).toThrow('AirlockProvider not found')
  })
})

describe('ConnectButton.Custom', () => {
  it('renders the dapp own UI from the state, and its open functions work', async () => {
    const { airlock, adapter } = renderAirlock(
      <ConnectButton.Custom>
        {({ account, status, network, openConnect, openAccount }) =>
          account ? (
            <button type="button" onClick={openAccount}>
              {`${account.displayName} on ${network.network.name}`}
            </button>
          ) : (
            <button type="button" onClick={openConnect}>{`Sign in (${status})`}</button>
          )
        }
      </ConnectButton.Custom>,
    )
    act(() => screen.getByRole('button', { name: 'Sign in (disconnected)' }).click())
    expect(airlock.core.state.router.view).toBe('Connect')
    expect(airlock.core.state.events.intent).toBe(true)
    const [connector] = adapter.getConnectors()
    if (!connector) throw new TypeError('no connector')
    await act(() => connect(airlock.core, { connector }))
    act(() => screen.getByRole('button', { name: '0xf39F...2266 on Ethereum' }).click())
    await waitFor(() => expect(airlock.core.state.router.view).toBe('Account'))
  })

  it('ConnectButton marks intent on hover and opens Connect on click', async () => {
    const { airlock, rootButton } = renderAirlock(<ConnectButton />)
    const button = await rootButton('Connect Wallet')
    expect(airlock.core.state.events.intent).toBe(false)
    act(() => {
      button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
      button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    })
    await waitFor(() => expect(airlock.core.state.events.intent).toBe(true))
    act(() => button.click())
    expect(airlock.core.state.modal.open).toBe(true)
  })
})

import {
  type Connector,
  createAirlockCore,
  createMemoryStorage,
  mainnet,
  openModal,
} from '@airlock/core'
import { createTestAdapter } from '@airlock/core/testing'
import { describe, expect, it } from 'vitest'
import { openConnectingView } from './openConnectingView'

const walletConnect: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
}
const injected: Connector = { id: 'io.x', name: 'X', type: 'ANNOUNCED', chain: 'eip155' }
const far = { id: 'far', name: 'Far Wallet' }

function coreWith(connectors: Connector[]) {
  const core = createAirlockCore({
    projectId: 'p',
    networks: [mainnet],
    adapters: [createTestAdapter({ connectors })],
    storage: createMemoryStorage(),
  })
  openModal(core)
  return core
}

describe('openConnectingView', () => {
  it('sends the WalletConnect entry to the plain QR view', () => {
    const core = coreWith([walletConnect, injected])
    openConnectingView(core, { connector: walletConnect })
    expect(core.state.router.view).toBe('ConnectingWalletConnectBasic')
    expect(core.state.router.data?.connector?.id).toBe('walletConnect')
  })

  it('sends a registry wallet that is not installed over WalletConnect when offered', () => {
    const core = coreWith([walletConnect, injected])
    openConnectingView(core, { wallet: far })
    expect(core.state.router.view).toBe('ConnectingWalletConnect')
    expect(core.state.router.data?.wallet?.name).toBe('Far Wallet')
    expect(core.state.router.data?.connector?.id).toBe('walletConnect')
  })

  it('keeps installed wallets, and every wallet without WalletConnect, in ConnectingExternal', () => {
    const core = coreWith([walletConnect, injected])
    openConnectingView(core, { connector: injected, wallet: far })
    expect(core.state.router.view).toBe('ConnectingExternal')
    const plain = coreWith([injected])
    openConnectingView(plain, { wallet: far })
    expect(plain.state.router.view).toBe('ConnectingExternal')
    expect(plain.state.router.data?.connector).toBeUndefined()
  })
})

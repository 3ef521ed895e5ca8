// A tiny dapp page for the Chromium test: core and the EVM adapter, bundled by Vite, driven from
// the test through `window.dapp`. The chains' RPC URLs come in the query string.
import {
  base,
  connect,
  createAirlockCore,
  disconnect,
  mainnet,
  type Network,
  preloadEmbeddedWallet,
  switchNetwork,
} from '@airlock/core'
import { createEvmAdapter } from '../../exports/index'

const query = new URLSearchParams(location.search)
const onRpc = (network: Network, rpcUrl: string | null): Network => ({
  ...network,
  rpcUrls: { default: { http: [rpcUrl ?? ''] } },
})
const networks = [onRpc(mainnet, query.get('rpc1')), onRpc(base, query.get('rpc8453'))]
// WalletConnect and auth only when asked: `wc` / `auth` turn them on with core's URLs,
// `wcRelay` / `authSite` give the adapter its own; `coreRelay` / `coreSite` are core's options.
const wcRelay = query.get('wcRelay')
const authSite = query.get('authSite')
const coreRelay = query.get('coreRelay')
const coreSite = query.get('coreSite')
const adapter = createEvmAdapter({
  ...(wcRelay !== null && { walletConnect: { relayUrl: wcRelay } }),
  ...(wcRelay === null && query.has('wc') && { walletConnect: true }),
  ...(authSite !== null && { auth: { secureSiteUrl: authSite } }),
  ...(authSite === null && query.has('auth') && { auth: true }),
})
const core = createAirlockCore({
  projectId: 'test',
  networks,
  adapters: [adapter],
  ...(coreRelay !== null && { relayUrl: coreRelay }),
  ...(coreSite !== null && { secureSiteUrl: coreSite }),
})

const network = (caipNetworkId: string): Network => {
  const found = networks.find((item) => item.caipNetworkId === caipNetworkId)
  if (!found) throw new Error(`no network ${caipNetworkId}`)
  return found
}

Object.assign(window, {
  dapp: {
    ready: () => core.ready.then(() => true),
    status: () => core.state.connection.status.eip155 ?? 'disconnected',
    caipAddress: () => core.state.chain.accounts.eip155?.caipAddress,
    activeNetwork: () => core.state.chain.activeNetwork.caipNetworkId,
    connectors: () =>
      core.state.connectors.connectors.map(({ id, name, type }) => ({ id, name, type })),
    connect: async (id: string) => {
      const connector = core.state.connectors.connectors.find((item) => item.id === id)
      if (!connector) throw new Error(`no connector ${id}`)
      return (await connect(core, { connector })).address
    },
    switchNetwork: (caipNetworkId: string) => switchNetwork(core, network(caipNetworkId)),
    disconnect: () => disconnect(core),
    // Starts a WalletConnect pairing and leaves it waiting (no wallet answers here).
    startPairing: () => {
      const connector = core.state.connectors.connectors.find(
        (item) => item.type === 'WALLET_CONNECT',
      )
      if (!connector) throw new Error('no WalletConnect connector')
      void connect(core, { connector }).catch(() => undefined)
    },
    // What the email field's focus does: starts loading the secure frame.
    preloadAuth: () => preloadEmbeddedWallet(core),
    secureSiteOrigin: () =>
      new URL(adapter.embeddedWallet?.secureSiteUrl ?? core.options.secureSiteUrl).origin,
  },
})

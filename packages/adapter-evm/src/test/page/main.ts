// A tiny dapp page for the Chromium test: core and the EVM adapter, bundled by Vite, driven from
// the test through `window.dapp`. The chains' RPC URLs come in the query string.
import {
  base,
  connect,
  createAirlockCore,
  disconnect,
  mainnet,
  type Network,
  switchNetwork,
} from '@airlock/core'
import { createEvmAdapter } from '../../exports/index'

const query = new URLSearchParams(location.search)
const onRpc = (network: Network, rpcUrl: string | null): Network => ({
  ...network,
  rpcUrls: { default: { http: [rpcUrl ?? ''] } },
})
const networks = [onRpc(mainnet, query.get('rpc1')), onRpc(base, query.get('rpc8453'))]
const adapter = createEvmAdapter()
const core = createAirlockCore({ projectId: 'test', networks, adapters: [adapter] })

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
  },
})

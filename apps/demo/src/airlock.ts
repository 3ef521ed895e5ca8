import { createEvmAdapter } from '@airlock/adapter-evm'
import { base, mainnet, type Network, withCloudRpc } from '@airlock/core'
import { type Airlock, createAirlock } from '@airlock/react'
import { cloudUrl, projectId, relayUrl, secureSiteUrl } from './config'

/** The networks the demo connects to, with every RPC call going through the cloud's proxy. */
export const demoNetworks: Network[] = [mainnet, base].map((network) =>
  withCloudRpc(network, { host: cloudUrl, projectId }),
)

// One instance for the page, created outside components as the scaffold asks; nothing here
// touches `window`, so the server-side render of the tests can import it too.
export const airlock: Airlock = createAirlock({
  projectId,
  networks: demoNetworks,
  // `auth`: email and social login through the secure site (its code loads only when used).
  // `walletConnect`: QR and deep-link sessions over the relay (the SDK loads only when picked).
  // Configured once: the adapter takes the networks, secure site, relay and metadata given here.
  adapters: [createEvmAdapter({ auth: true, walletConnect: true })],
  secureSiteUrl,
  relayUrl,
  apiUrl: cloudUrl,
  registryUrl: cloudUrl,
  metadata: {
    name: 'Airlock demo',
    description: 'The example dapp of Airlock',
    // What WalletConnect wallets show as the dapp: the page's own origin (tests serve the demo on
    // other ports), the dev server's outside a browser.
    url: typeof location === 'undefined' ? 'http://127.0.0.1:5173' : location.origin,
    icons: [],
  },
})

import {
  arbitrum,
  base,
  CONNECT_METHOD_ORDER,
  CONNECTOR_ORDER,
  DEFAULT_FEATURES,
  DEFAULT_SOCIALS,
  mainnet,
  type Network,
  optimism,
  PAIRING_LIFETIME_MS,
  SWAP_SUPPORTED_CHAIN_IDS,
  sepolia,
  solana,
  solanaDevnet,
  WALLET_FEATURE_ORDER,
  withCloudRpc,
} from '@airlock/core'
import type { ReactElement } from 'react'
import { cloudUrl, projectId } from './config'

// Every network core knows, not only the two the demo connects to: the table shows how
// `withCloudRpc` points each one at the cloud's proxy.
const knownNetworks: Network[] = [
  mainnet,
  base,
  arbitrum,
  optimism,
  sepolia,
  solana,
  solanaDevnet,
].map((network) => withCloudRpc(network, { host: cloudUrl, projectId }))

const constants: [string, string][] = [
  ['Connect methods', CONNECT_METHOD_ORDER.join(', ')],
  ['Connector order', CONNECTOR_ORDER.join(', ')],
  ['Socials', DEFAULT_SOCIALS.join(', ')],
  ['Wallet features', WALLET_FEATURE_ORDER.join(', ')],
  ['Swap-supported chain ids', SWAP_SUPPORTED_CHAIN_IDS.join(', ')],
  ['Pairing lifetime', `${PAIRING_LIFETIME_MS / 1000} s`],
  [
    'Features on',
    Object.entries(DEFAULT_FEATURES)
      .filter(([, on]) => on)
      .map(([name]) => name)
      .join(', '),
  ],
]

/** The networks core knows (RPC through the cloud) and the spec's constants. */
export function Details(): ReactElement {
  return (
    <details>
      <summary>Networks and constants</summary>
      <h2>Networks</h2>
      <table aria-label="Networks">
        <thead>
          <tr>
            <th>Name</th>
            <th>CAIP-2 id</th>
            <th>Currency</th>
            <th>RPC</th>
          </tr>
        </thead>
        <tbody>
          {knownNetworks.map((network) => (
            <tr key={network.caipNetworkId}>
              <td>{network.name}</td>
              <td>
                <code>{network.caipNetworkId}</code>
              </td>
              <td>{network.nativeCurrency.symbol}</td>
              <td>
                <code>{network.rpcUrls.default.http[0]}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Constants</h2>
      <table aria-label="Constants">
        <tbody>
          {constants.map(([name, value]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  )
}

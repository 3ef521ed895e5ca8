import {
  arbitrum,
  base,
  CONNECT_METHOD_ORDER,
  CONNECTOR_ORDER,
  createAirlockCore,
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
import { cloudUrl, projectId } from './config'

const networks: Network[] = [mainnet, base, arbitrum, optimism, sepolia, solana, solanaDevnet].map(
  (network) => withCloudRpc(network, { host: cloudUrl, projectId }),
)

// One instance for the page; later issues hand it to the React scaffold.
const core = createAirlockCore({ projectId, networks, apiUrl: cloudUrl })

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

/** The demo page: what core knows, before any wallet is connected. */
export function App() {
  return (
    <main>
      <h1>Airlock demo</h1>
      <p>
        Active network: <strong>{core.state.chain.activeNetwork?.name ?? 'none'}</strong>
      </p>
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
          {networks.map((network) => (
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
    </main>
  )
}

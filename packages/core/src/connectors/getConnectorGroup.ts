import type { ConnectorGroup } from '../constants/features'
import type { Connector } from './types'

/**
 * The group of the connect view's wallet order (`CONNECTOR_ORDER`) a connector is listed in:
 * `walletConnect` for the WalletConnect connector, `external` for SDK-backed connectors (`external:
 * true`), `injected` for announced (EIP-6963), multi-chain and plain injected ones. The auth
 * connector (email and social) is not a wallet entry: `undefined`.
 *
 * @example
 * getConnectorGroup({ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' })
 * // 'injected'
 */
export function getConnectorGroup(connector: Connector): ConnectorGroup | undefined {
  if (connector.type === 'AUTH') return undefined
  if (connector.type === 'WALLET_CONNECT') return 'walletConnect'
  if (connector.external) return 'external'
  return 'injected'
}

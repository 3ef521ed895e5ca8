import { getAdapter } from '../adapter/getAdapter'
import type { ChainAdapterConnectResult } from '../adapter/types'
import type { WalletListEntry } from '../api/types'
import { getNamespaceConnector } from '../connectors/mergeMultiChainConnectors'
import type { Connector } from '../connectors/types'
import type { AirlockCore } from '../createAirlockCore'
import type { ChainAdapterNotFoundError } from '../errors/network'
import {
  type NormalizeWalletErrorReturnType,
  normalizeWalletError,
} from '../errors/normalizeWalletError'
import type { Network } from '../networks/types'
import { applyConnection } from './applyConnection'
import { ConnectionEvents } from './connectionEvents'
import { hideAlert } from './hideAlert'
import { joinWalletConnectSession } from './joinWalletConnectSession'
import { setActiveNetwork } from './setActiveNetwork'
import { setConnectionStatus } from './setConnectionStatus'
import { trackEvent } from './trackEvent'

export type ConnectParameters = {
  connector: Connector
  /** The network to connect on; default: the wallet's own. */
  network?: Network
  /** For WalletConnect: the registry wallet the visitor picked (remembered as recent). */
  wallet?: WalletListEntry
}

export type ConnectReturnType = ChainAdapterConnectResult

export type ConnectErrorType = ChainAdapterNotFoundError | NormalizeWalletErrorReturnType

/**
 * Connects a wallet through its namespace's adapter:
 * the status is `connecting` while the wallet answers, then `connected` with the account synced,
 * the network followed, the connector stored for reconnecting and the wallet remembered as recent.
 * A `MULTI_CHAIN` connector connects in the namespace of `network`, else of the active network
 * (else its first namespace): only that side; the other connects when the visitor switches to one
 * of its networks (`switchNetwork`). On failure the status is `disconnected`, the normalised error
 * is kept in `connection.error` for the view to show and retry, and thrown.
 *
 * @example
 * const { address } = await connect(core, { connector: core.state.connectors.connectors[0] })
 */
export async function connect(
  core: AirlockCore,
  parameters: ConnectParameters,
): Promise<ConnectReturnType> {
  const { network, wallet } = parameters
  const connector = toChainConnector(core, parameters.connector, network)
  const namespace = connector.chain
  const adapter = getAdapter(core, namespace)
  core.state.connection.error = undefined
  trackEvent(core, {
    event: ConnectionEvents.SELECT_WALLET,
    properties: { connector: connector.id, name: connector.name, type: connector.type },
  })
  setConnectionStatus(core, namespace, 'connecting')

  let result: ChainAdapterConnectResult
  try {
    result = await adapter.connect(network ? { connector, network } : { connector })
  } catch (cause) {
    const error = normalizeWalletError(cause)
    core.state.connection.error = error
    setConnectionStatus(core, namespace, 'disconnected')
    trackEvent(core, {
      event: ConnectionEvents.CONNECT_ERROR,
      properties: { connector: connector.id, message: error.shortMessage },
    })
    throw error
  }

  const { chain } = core.state
  if (chain.activeNamespace !== namespace) {
    const first = chain.networks.find((candidate) => candidate.chainNamespace === namespace)
    const next = network ?? first
    if (next) setActiveNetwork(core, next)
  }
  applyConnection(core, namespace, result, wallet)
  // Connected again: the alert that explained the lost session has served.
  if (core.state.alert.messageId === 'sessionExpired') hideAlert(core)
  // One WalletConnect session carries every namespace the wallet approved.
  if (connector.type === 'WALLET_CONNECT') await joinWalletConnectSession(core, namespace)
  trackEvent(core, {
    event: ConnectionEvents.CONNECT_SUCCESS,
    properties: { connector: result.connector.id, network: result.network },
  })
  return result
}

// The connector of one namespace: a multi-chain connector's side for the requested (else active)
// namespace, else its first side; the WalletConnect connector of that namespace.
function toChainConnector(
  core: AirlockCore,
  connector: Connector,
  network: Network | undefined,
): Connector {
  if (connector.type === 'WALLET_CONNECT') {
    // The list shows one WalletConnect entry for every namespace (one session): the pairing is
    // started by the requested (else active) namespace's adapter, so that network stays active.
    const namespace = network?.chainNamespace ?? core.state.chain.activeNamespace
    if (connector.chain === namespace) return connector
    return (
      core.state.connectors.connectors.find(
        (candidate) => candidate.type === 'WALLET_CONNECT' && candidate.chain === namespace,
      ) ?? connector
    )
  }
  if (connector.type !== 'MULTI_CHAIN' || !connector.connectors?.length) return connector
  const namespace = network?.chainNamespace ?? core.state.chain.activeNamespace
  return getNamespaceConnector(connector, namespace) ?? (connector.connectors[0] as Connector)
}

import { getAdapter } from '../adapter/getAdapter'
import type { ChainNamespace } from '../caip/types'
import {
  getNamespaceConnector,
  mergeMultiChainConnectors,
} from '../connectors/mergeMultiChainConnectors'
import type { Connector } from '../connectors/types'
import type { AirlockCore } from '../createAirlockCore'
import { findEmbeddedSibling } from '../embedded/findEmbeddedSibling'
import { isChainNotAddedError } from '../errors/isChainNotAddedError'
import { ChainNotSupportedError, NetworkNotFoundError } from '../errors/network'
import {
  type NormalizeWalletErrorReturnType,
  normalizeWalletError,
} from '../errors/normalizeWalletError'
import { getNetworkByCaipId } from '../networks/getNetworkByCaipId'
import type { Network } from '../networks/types'
import { connect } from './connect'
import { leaveUnsupportedChain } from './leaveUnsupportedChain'
import { resetSend } from './resetSend'
import { setActiveNetwork } from './setActiveNetwork'
import { showAlert } from './showAlert'

export type SwitchNetworkErrorType =
  | NetworkNotFoundError
  | ChainNotSupportedError
  | NormalizeWalletErrorReturnType

/**
 * Switches to `network`, one of the configured networks: resets
 * the send form, asks the namespace's wallet to switch when an account is connected there, then
 * makes the network active and stores it. A wallet that cannot add the chain gives
 * `Chain is not supported`; other wallet errors are normalised (a refusal is
 * `UserRejectedRequestError`). A network that is not configured gives `Network not found` and
 * shows the `Network Not Found` alert. When no account is connected in the network's
 * namespace but a wallet announced in several namespaces (a `MULTI_CHAIN` connector) is connected in
 * another, that wallet is connected in this namespace too, on this network, so the visitor keeps
 * one wallet across EVM and Solana (its refusal is thrown as `connect` throws it); likewise a
 * visitor signed in to the embedded wallet (email or social) gets its account of this namespace,
 * when this namespace's adapter has an embedded wallet too. On failure the active network does
 * not change.
 *
 * @example
 * await switchNetwork(core, base)
 */
export async function switchNetwork(core: AirlockCore, network: Network): Promise<void> {
  const known = getNetworkByCaipId(core.state.chain.networks, network.caipNetworkId)
  if (!known) {
    // The visitor sees the alert; the caller gets the error (SPEC-READINGS "Messages").
    showAlert(core, { messageId: 'networkNotFound', variant: 'error' })
    throw new NetworkNotFoundError({ caipNetworkId: network.caipNetworkId })
  }
  resetSend(core)

  const namespace = known.chainNamespace
  const account = core.state.chain.accounts[namespace]
  if (account?.status !== 'connected') {
    const sibling = findConnectedSibling(core, namespace) ?? findEmbeddedSibling(core, namespace)
    if (sibling) {
      await connect(core, { connector: sibling, network: known })
      leaveUnsupportedChain(core)
      return
    }
  }
  if (account?.status === 'connected') {
    try {
      await getAdapter(core, namespace).switchNetwork({ network: known })
    } catch (error) {
      if (error instanceof ChainNotSupportedError) throw error
      if (isChainNotAddedError(error)) {
        throw new ChainNotSupportedError({ caipNetworkId: known.caipNetworkId, cause: error })
      }
      throw normalizeWalletError(error)
    }
    if (account.address !== undefined) {
      account.caipAddress = `${known.caipNetworkId}:${account.address}`
    }
  }
  setActiveNetwork(core, known)
  leaveUnsupportedChain(core)
}

// The `namespace` side of a multi-chain wallet connected in another namespace.
function findConnectedSibling(core: AirlockCore, namespace: ChainNamespace): Connector | undefined {
  const { accounts } = core.state.chain
  const merged = mergeMultiChainConnectors(core.state.connectors.connectors)
  for (const [other, account] of Object.entries(accounts)) {
    if (other === namespace || account?.status !== 'connected') continue
    const connectedId = core.storage.getConnectedConnectorId(other as ChainNamespace)
    if (!connectedId) continue
    const wallet = merged.find(
      (connector) =>
        connector.type === 'MULTI_CHAIN' &&
        connector.connectors?.some((side) => side.chain === other && side.id === connectedId),
    )
    const sibling = wallet && getNamespaceConnector(wallet, namespace)
    if (sibling) return sibling
  }
  return undefined
}

import { isChainNamespace } from '../caip/isChainNamespace'
import { parseCaipAddress } from '../caip/parseCaipAddress'
import type { ChainNamespace } from '../caip/types'
import type { AirlockCore } from '../createAirlockCore'
import { getNetworkByCaipId } from '../networks/getNetworkByCaipId'
import { applyConnection } from './applyConnection'
import { clearConnection } from './clearConnection'
import { setActiveNetwork } from './setActiveNetwork'
import { setConnectionStatus } from './setConnectionStatus'

/**
 * Restores the stored connections: each namespace with a stored connector id and an
 * adapter that can reconnect (and is not connected already) is `connecting` until its adapter
 * answers, then `connected`, or
 * `disconnected` with the stored id removed when the wallet has no session or fails. A namespace
 * that started `connected` from `initialState` (server rendering) stays `connected` while its
 * wallet is asked (and is left alone on a server). Never throws.
 * `createAirlockCore` calls it at start unless `enableReconnect` is false.
 *
 * @example
 * await reconnect(core)
 */
export async function reconnect(core: AirlockCore): Promise<void> {
  const namespaces = Object.keys(core.adapters).filter(isChainNamespace)
  const restored: ChainNamespace[] = []
  await Promise.all(
    namespaces.map(async (namespace) => {
      // Shown from the server's cookie (`initialState`): on a server it stays as it is; in the
      // browser the wallet is asked without leaving `connected`, so the page does not flicker.
      const restoring = core.internals.initialConnections.has(namespace)
      if (restoring && typeof document === 'undefined') return
      core.internals.initialConnections.delete(namespace)
      const connectorId =
        core.storage.getConnectedConnectorId(namespace) ??
        (restoring ? core.options.initialState?.connections[namespace]?.connectorId : undefined)
      const adapter = core.adapters[namespace]
      if (connectorId === undefined || !adapter) {
        if (restoring) clearConnection(core, namespace)
        return
      }
      // A connect that finished first wins over the stored connection.
      if (!restoring && core.state.connection.status[namespace] === 'connected') return
      if (!adapter.reconnect) {
        clearConnection(core, namespace)
        return
      }
      if (!restoring) setConnectionStatus(core, namespace, 'connecting')
      try {
        const result = await adapter.reconnect({ connectorId })
        if (result) {
          applyConnection(core, namespace, result)
          restored.push(namespace)
        } else clearConnection(core, namespace)
      } catch {
        clearConnection(core, namespace)
      }
    }),
  )
  // A restored namespace becomes active when the stored active one did not come back.
  const { chain } = core.state
  if (chain.accounts[chain.activeNamespace]?.status === 'connected') return
  for (const namespace of restored) {
    const caipAddress = chain.accounts[namespace]?.caipAddress
    if (chain.accounts[namespace]?.status !== 'connected' || !caipAddress) continue
    const { caipNetworkId } = parseCaipAddress(caipAddress)
    const network = getNetworkByCaipId(chain.networks, caipNetworkId)
    if (network) setActiveNetwork(core, network)
    return
  }
}

import { isChainNamespace } from '../caip/isChainNamespace'
import type { AirlockCore } from '../createAirlockCore'
import { CONNECTION_COOKIE_VERSION } from './connectionCookieDefaults'
import type { RestoredConnection } from './types'

/**
 * The connection cookie's value for `core` now (URI-encoded JSON: the format version, the active
 * network and, per connected namespace, its CAIP address and connector id), or `undefined` when no
 * namespace is connected. Nothing else of the state goes into it.
 *
 * @example
 * serializeConnectionCookie(core)
 * // '%7B%22v%22%3A1%2C%22activeNetwork%22%3A%22eip155%3A1%22%2C...'
 */
export function serializeConnectionCookie(core: AirlockCore): string | undefined {
  const { chain } = core.state
  const connections: Record<string, RestoredConnection> = {}
  for (const [namespace, account] of Object.entries(chain.accounts)) {
    if (!isChainNamespace(namespace) || account?.status !== 'connected') continue
    const connectorId =
      core.storage.getConnectedConnectorId(namespace) ??
      core.options.initialState?.connections[namespace]?.connectorId
    if (!account.caipAddress || !connectorId) continue
    connections[namespace] = { caipAddress: account.caipAddress, connectorId }
  }
  if (Object.keys(connections).length === 0) return undefined
  return encodeURIComponent(
    JSON.stringify({
      v: CONNECTION_COOKIE_VERSION,
      activeNetwork: chain.activeNetwork.caipNetworkId,
      connections,
    }),
  )
}

import type { ChainNamespace } from '../caip/types'
import type { AirlockCore } from '../createAirlockCore'
import { resetAccount } from './resetAccount'
import { resetView } from './resetView'
import { resetWcUri } from './resetWcUri'

/**
 * Forgets the connection of `namespace` without asking the wallet (it is gone, or was asked
 * already): the stored connector id, the account (now `disconnected`). When no namespace is left
 * connected, the pairing URI, the sign-in sessions and the router go back to the start. Used
 * when a connection fails, on disconnect and when the wallet deletes the session.
 *
 * @example
 * clearConnection(core, 'eip155')
 */
export function clearConnection(core: AirlockCore, namespace: ChainNamespace): void {
  core.storage.removeConnectedConnectorId(namespace)
  resetAccount(core, namespace)
  const { connection } = core.state
  const anyLeft = Object.values(connection.status).some((status) => status !== 'disconnected')
  if (anyLeft) return
  resetWcUri(core)
  core.state.siwx.sessions = []
  resetView(core, 'Connect')
}

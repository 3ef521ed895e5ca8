import type { ChainNamespace } from '../caip/types'
import type { AirlockCore } from '../createAirlockCore'
import { ensureAccount } from '../state/ensureAccount'
import type { ConnectionStatus } from '../state/types'

/**
 * Sets the connection status of `namespace`, in the connection slice and in the namespace's
 * account state alike.
 *
 * @example
 * setConnectionStatus(core, 'eip155', 'connecting')
 */
export function setConnectionStatus(
  core: AirlockCore,
  namespace: ChainNamespace,
  status: ConnectionStatus,
): void {
  core.state.connection.status[namespace] = status
  ensureAccount(core, namespace).status = status
}

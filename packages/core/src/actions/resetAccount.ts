import type { ChainNamespace } from '../caip/types'
import type { AirlockCore } from '../createAirlockCore'
import { createAccountState } from '../state/createAccountState'

/**
 * Clears the account of `namespace` and marks it `disconnected`.
 *
 * @example
 * resetAccount(core, 'eip155')
 */
export function resetAccount(core: AirlockCore, namespace: ChainNamespace): void {
  core.state.chain.accounts[namespace] = createAccountState(
    'disconnected',
    core.options.defaultAccountTypes,
  )
  core.state.connection.status[namespace] = 'disconnected'
}

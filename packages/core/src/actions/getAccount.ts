import type { ChainNamespace } from '../caip/types'
import type { AirlockCore } from '../createAirlockCore'
import type { AccountState } from '../state/types'

/**
 * The account state of `namespace` (default: the active namespace), or `undefined` when the
 * namespace has none.
 *
 * @example
 * getAccount(core)?.address
 */
export function getAccount(
  core: AirlockCore,
  namespace?: ChainNamespace,
): AccountState | undefined {
  return core.state.chain.accounts[namespace ?? core.state.chain.activeNamespace]
}

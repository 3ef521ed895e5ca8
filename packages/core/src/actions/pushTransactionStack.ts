import type { AirlockCore } from '../createAirlockCore'
import type { TransactionStackEntry } from '../state/types'

/**
 * Remembers where to go when a flow that leaves its view ends (Send, name registration, an
 * embedded-wallet request).
 *
 * @example
 * pushTransactionStack(core, { view: 'Account', onSuccess: () => resetSend(core) })
 */
export function pushTransactionStack(core: AirlockCore, entry: TransactionStackEntry): void {
  core.state.router.transactionStack.push(entry)
}

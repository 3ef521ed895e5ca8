import type { ChainNamespace } from '../caip/types'
import type { AirlockCore } from '../createAirlockCore'
import { ensureAccount } from '../state/ensureAccount'

export type SetBalanceParameters = {
  /** Default: the active namespace. */
  namespace?: ChainNamespace
  balance: string | undefined
  symbol: string | undefined
}

/**
 * Sets the displayed native balance of an account (`balance`, `balanceSymbol`).
 *
 * @example
 * setBalance(core, { balance: '1.234', symbol: 'ETH' })
 */
export function setBalance(core: AirlockCore, parameters: SetBalanceParameters): void {
  const namespace = parameters.namespace ?? core.state.chain.activeNamespace
  const account = ensureAccount(core, namespace)
  account.balance = parameters.balance
  account.balanceSymbol = parameters.symbol
}

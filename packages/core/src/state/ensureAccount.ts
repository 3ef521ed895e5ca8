import type { ChainNamespace } from '../caip/types'
import type { AirlockCore } from '../createAirlockCore'
import { createAccountState } from './createAccountState'
import type { AccountState } from './types'

/**
 * The account state of `namespace`, created (with the namespace's connection status) when the
 * namespace has none yet.
 *
 * @example
 * ensureAccount(core, 'solana').balance = '1'
 */
export function ensureAccount(core: AirlockCore, namespace: ChainNamespace): AccountState {
  const { chain, connection } = core.state
  const existing = chain.accounts[namespace]
  if (existing) return existing
  chain.accounts[namespace] = createAccountState(
    connection.status[namespace] ?? 'disconnected',
    core.options.defaultAccountTypes,
  )
  // Read back through the proxy: valtio proxies a copy, so writes must go to what it holds.
  return chain.accounts[namespace] as AccountState
}

import type { AirlockCore } from '../createAirlockCore'

/**
 * Whether the active namespace has a connected account.
 *
 * @example
 * openModal(core, { view: isConnected(core) ? 'Account' : 'Connect' })
 */
export function isConnected(core: AirlockCore): boolean {
  const { chain } = core.state
  const account = chain.accounts[chain.activeNamespace]
  return account?.status === 'connected' && account.caipAddress !== undefined
}

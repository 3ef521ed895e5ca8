import type { CaipAddress } from '../caip/types'
import type { AirlockCore } from '../createAirlockCore'

/**
 * The CAIP-10 address of the active namespace's account, or `undefined` when not connected.
 *
 * @example
 * getActiveCaipAddress(core) // 'eip155:1:0xabc...'
 */
export function getActiveCaipAddress(core: AirlockCore): CaipAddress | undefined {
  const { chain } = core.state
  return chain.accounts[chain.activeNamespace]?.caipAddress
}

import type { AirlockCore } from '../createAirlockCore'
import type { Network } from '../networks/types'

/**
 * The active network: always one of the configured networks.
 *
 * @example
 * getActiveNetwork(core).caipNetworkId // 'eip155:1'
 */
export function getActiveNetwork(core: AirlockCore): Network {
  return core.state.chain.activeNetwork
}

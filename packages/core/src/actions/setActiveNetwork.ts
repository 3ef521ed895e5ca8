import type { AirlockCore } from '../createAirlockCore'
import type { Network } from '../networks/types'

/**
 * Makes `network` (one of the configured networks) active in state and storage, without asking
 * any wallet; `switchNetwork` is the action that asks.
 *
 * @example
 * setActiveNetwork(core, base)
 */
export function setActiveNetwork(core: AirlockCore, network: Network): void {
  const { chain } = core.state
  chain.activeNetwork = network
  chain.activeNamespace = network.chainNamespace
  chain.unsupportedCaipNetworkId = undefined
  core.storage.setActiveNetwork(network.caipNetworkId)
}

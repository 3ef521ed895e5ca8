import type { AirlockCore } from '../createAirlockCore'
import { requestEmbeddedFrame } from './requestEmbeddedFrame'

/**
 * Asks the frame where a smart account can be used (GET_SMART_ACCOUNT_ENABLED_NETWORKS), stores
 * the list and puts it in `core.state.embedded`; a failed fetch stores an empty list.
 *
 * @example
 * const networks = await fetchSmartAccountNetworks(core) // [8453]
 */
export async function fetchSmartAccountNetworks(core: AirlockCore): Promise<number[]> {
  try {
    const { smartAccountEnabledNetworks } = await requestEmbeddedFrame<{
      smartAccountEnabledNetworks: number[]
    }>(core, 'GET_SMART_ACCOUNT_ENABLED_NETWORKS')
    core.storage.setSmartAccountEnabledNetworks(smartAccountEnabledNetworks)
  } catch {
    core.storage.setSmartAccountEnabledNetworks([])
  }
  const networks = core.storage.getSmartAccountEnabledNetworks()
  core.state.embedded.smartAccountEnabledNetworks = networks
  return [...networks]
}

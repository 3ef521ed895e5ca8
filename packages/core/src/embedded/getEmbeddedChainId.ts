import type { AirlockCore } from '../createAirlockCore'
import { getEmbeddedWallet } from './getEmbeddedWallet'

/**
 * The chain the embedded wallet works on, as a number: the active network when it is of the
 * embedded wallet's namespace, else that namespace's first configured network.
 *
 * @example
 * getEmbeddedChainId(core) // 8453
 */
export function getEmbeddedChainId(core: AirlockCore): number {
  const namespace = getEmbeddedWallet(core)?.namespace ?? 'eip155'
  const { activeNetwork, networks } = core.state.chain
  const network =
    activeNetwork.chainNamespace === namespace
      ? activeNetwork
      : networks.find(({ chainNamespace }) => chainNamespace === namespace)
  const id = Number(network?.id ?? 1)
  return Number.isSafeInteger(id) && id > 0 ? id : 1
}

import { type Network, switchNetwork } from '@airlock/core'
import { useCallback } from 'react'
import { useSnapshot } from 'valtio/react'
import type { CaipNetworkId } from '../internal/coreTypes'
import { useAirlockInstance } from './useAirlockInstance'

export type UseAirlockNetworkReturnType = {
  /** The active network (always one of the configured ones). */
  network: Network
  /** Its CAIP-2 id, e.g. `eip155:1`. */
  caipNetworkId: CaipNetworkId
  /** The configured networks. */
  networks: readonly Network[]
  /** The wallet's network when it is not one of the configured ones. */
  unsupportedCaipNetworkId: CaipNetworkId | undefined
  /** Switches through the wallet when connected; rejects with core's errors. */
  switchNetwork(network: Network): Promise<void>
}

/**
 * The active network and a way to switch it.
 *
 * @example
 * const { network, switchNetwork } = useAirlockNetwork()
 * await switchNetwork(base)
 */
export function useAirlockNetwork(): UseAirlockNetworkReturnType {
  const { core } = useAirlockInstance()
  const chain = useSnapshot(core.state.chain)
  const switchTo = useCallback((network: Network) => switchNetwork(core, network), [core])
  return {
    network: chain.activeNetwork as Network,
    caipNetworkId: chain.activeNetwork.caipNetworkId,
    networks: chain.networks as readonly Network[],
    unsupportedCaipNetworkId: chain.unsupportedCaipNetworkId,
    switchNetwork: switchTo,
  }
}

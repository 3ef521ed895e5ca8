import type { Network } from './types'

/**
 * Finds the network with CAIP-2 id `caipNetworkId` (`namespace:reference`) among `networks`, or
 * `undefined`.
 *
 * @example
 * getNetworkByCaipId([mainnet, base], 'eip155:8453') // base
 */
export function getNetworkByCaipId<N extends Network>(
  networks: readonly N[],
  caipNetworkId: string,
): N | undefined {
  return networks.find((network) => network.caipNetworkId === caipNetworkId)
}

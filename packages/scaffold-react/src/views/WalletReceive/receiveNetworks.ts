import type { ChainNamespace, Network } from '@airlock/core'

/**
 * The configured networks an account of `namespace` can receive on: an address of one namespace
 * (an eip155 `0x...` address, a solana key) is the same account on each of that namespace's
 * networks, and no account on the others. The active network first, then the configured order.
 *
 * @example
 * receiveNetworks([mainnet, solana, base], 'eip155', 'eip155:8453') // [base, mainnet]
 */
export function receiveNetworks<N extends Pick<Network, 'chainNamespace' | 'caipNetworkId'>>(
  networks: readonly N[],
  namespace: ChainNamespace,
  activeCaipNetworkId?: string,
): N[] {
  const own = networks.filter((network) => network.chainNamespace === namespace)
  const active = own.filter((network) => network.caipNetworkId === activeCaipNetworkId)
  return [...active, ...own.filter((network) => network.caipNetworkId !== activeCaipNetworkId)]
}

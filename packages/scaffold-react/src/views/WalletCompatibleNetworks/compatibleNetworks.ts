import type { ChainNamespace, Network } from '@airlock/core'
import { receiveNetworks } from '../WalletReceive/receiveNetworks'

/**
 * The configured networks the connected account works on: every configured network of its
 * namespace (one address on each), or, for an embedded smart account, only those of them where
 * the smart account exists (the frame's smart-account networks, numeric chain ids). The active
 * network first.
 *
 * @example
 * compatibleNetworks([mainnet, base, optimism], 'eip155', 'eip155:1', { smartAccountNetworks: [8453, 1] })
 * // [mainnet, base]
 */
export function compatibleNetworks<
  N extends Pick<Network, 'chainNamespace' | 'caipNetworkId' | 'id'>,
>(
  networks: readonly N[],
  namespace: ChainNamespace,
  activeCaipNetworkId: string | undefined,
  { smartAccountNetworks }: { smartAccountNetworks?: readonly number[] | undefined } = {},
): N[] {
  const own = receiveNetworks(networks, namespace, activeCaipNetworkId)
  if (!smartAccountNetworks) return own
  return own.filter((network) => smartAccountNetworks.includes(Number(network.id)))
}

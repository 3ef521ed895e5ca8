import { CARD_PROVIDER_FALLBACK_CHAIN } from '../constants/chains'
import type { Network } from '../networks/types'

/** EIP-155 ids of the card provider's chains, by the provider's network name. */
const CARD_PROVIDER_CHAIN_IDS: Readonly<Record<string, string>> = {
  'eip155:1': 'ethereum',
  'eip155:42161': 'arbitrum',
  'eip155:137': 'polygon',
  'eip155:80094': 'berachain',
  'eip155:43114': 'avalanche-c-chain',
  'eip155:10': 'optimism',
  'eip155:42220': 'celo',
  'eip155:8453': 'base',
}

/**
 * The on-ramp provider's name for a network (the card provider's chains: `ethereum`,
 * `arbitrum`, `polygon`, `berachain`, `avalanche-c-chain`, `optimism`, `celo`, `base`); any
 * other network buys on the fallback, `ethereum`.
 *
 * @example
 * onrampNetworkName(base) // 'base'
 */
export function onrampNetworkName(network: Pick<Network, 'caipNetworkId'>): string {
  return CARD_PROVIDER_CHAIN_IDS[network.caipNetworkId] ?? CARD_PROVIDER_FALLBACK_CHAIN
}

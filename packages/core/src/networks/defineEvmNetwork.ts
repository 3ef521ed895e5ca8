import type { Chain } from 'viem'
import type { Network } from './types'

export type DefineEvmNetworkParameters = Chain
export type DefineEvmNetworkReturnType = Network

/**
 * Converts a viem `Chain` into an Airlock {@link Network}: namespace
 * `eip155`, CAIP-2 id `eip155:{id}`, viem's default RPC and explorer, `testnet` false unless viem
 * says otherwise.
 *
 * @example
 * import { mainnet as viemMainnet } from 'viem/chains'
 * const mainnet = defineEvmNetwork(viemMainnet) // { caipNetworkId: 'eip155:1', ... }
 */
export function defineEvmNetwork(chain: DefineEvmNetworkParameters): DefineEvmNetworkReturnType {
  const { http, webSocket } = chain.rpcUrls.default
  const explorer = chain.blockExplorers?.default
  return {
    id: chain.id,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${chain.id}`,
    name: chain.name,
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls: {
      default: webSocket ? { http: [...http], webSocket: [...webSocket] } : { http: [...http] },
    },
    ...(explorer
      ? { blockExplorers: { default: { name: explorer.name, url: explorer.url } } }
      : {}),
    testnet: chain.testnet ?? false,
  }
}

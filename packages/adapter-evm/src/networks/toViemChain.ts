import { type Network, NoRpcUrlError, UnsupportedChainError } from '@airlock/core'
import type { Chain } from 'viem'

/**
 * An Airlock eip155 {@link Network} as a viem `Chain`: same id, name, native currency, explorer
 * and testnet flag; its RPC is the network's `rpcUrls.default.http` (point it at the cloud's RPC
 * proxy with core's `withCloudRpc`). Throws `Unsupported chain` for a network outside eip155 and
 * `No RPC url provided for chainId` for one without an http RPC URL.
 *
 * @example
 * const chain = toViemChain(withCloudRpc(base, { host: 'http://127.0.0.1:8787', projectId: 'demo' }))
 * chain.id // 8453
 */
export function toViemChain(network: Network): Chain {
  const { caipNetworkId } = network
  if (network.chainNamespace !== 'eip155' || typeof network.id !== 'number') {
    throw new UnsupportedChainError({ caipNetworkId })
  }
  const http = network.rpcUrls.default.http
  if (http.length === 0) throw new NoRpcUrlError({ caipNetworkId })
  const explorer = network.blockExplorers?.default
  return {
    id: network.id,
    name: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: { default: { http: [...http] } },
    ...(explorer
      ? { blockExplorers: { default: { name: explorer.name, url: explorer.url } } }
      : {}),
    testnet: network.testnet,
  }
}

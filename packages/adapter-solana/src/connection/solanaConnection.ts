import type { Network } from '@airlock/core'
import { NoRpcUrlError } from '@airlock/core'
import { type Commitment, Connection } from '@solana/web3.js'

/**
 * The websocket URL of a network: its own `webSocket` URL, else its HTTP URL with the `ws(s)`
 * scheme on the same port and path (web3.js would otherwise dial the HTTP port + 1).
 */
export function toWebSocketUrl(network: Network): string | undefined {
  const own = network.rpcUrls.default.webSocket?.[0]
  if (own) return own
  const http = network.rpcUrls.default.http[0]
  return http?.replace(/^http(s?):/i, 'ws$1:')
}

/** A `Connection` to the network's RPC URL and websocket; throws `No RPC url provided for chainId`. */
export function createSolanaConnection(network: Network, commitment: Commitment): Connection {
  const http = network.rpcUrls.default.http[0]
  if (!http) throw new NoRpcUrlError({ caipNetworkId: network.caipNetworkId })
  const wsEndpoint = toWebSocketUrl(network)
  return new Connection(http, { commitment, ...(wsEndpoint ? { wsEndpoint } : {}) })
}

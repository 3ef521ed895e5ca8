import type { Network } from '@airlock/core'

/**
 * The `rpcMap` handed to WalletConnect: every configured eip155 network's first HTTP RPC URL (the
 * cloud's proxy when the networks went through `withCloudRpc`). Without it the SDK sends reads to
 * its vendor's RPC host (NOTES "WalletConnect v2 offline").
 *
 * @example
 * toWalletConnectRpcMap([withCloudRpc(mainnet, cloud)])
 * // { '1': 'http://127.0.0.1:8787/v1/?chainId=eip155:1&projectId=airlock-demo' }
 */
export function toWalletConnectRpcMap(networks: readonly Network[]): Record<string, string> {
  const map: Record<string, string> = {}
  for (const network of networks) {
    if (network.chainNamespace !== 'eip155') continue
    const url = network.rpcUrls.default.http[0]
    if (url) map[String(network.id)] = url
  }
  return map
}

import { type Network, type WithCloudRpcParameters, withCloudRpc } from '@airlock/core'

/**
 * The `rpcMap` handed to WalletConnect: for every configured eip155 network, its RPC URL when it
 * is already a cloud RPC proxy URL (`.../v1/?chainId=...&projectId=...`, what `withCloudRpc`
 * writes), else the proxy of `cloud` (`withCloudRpc`). Without an entry the SDK sends reads to its
 * vendor's RPC host (NOTES "WalletConnect v2 offline"); a network's public RPC would leave the
 * cloud too. Without `cloud`, each network's own first HTTP RPC URL.
 *
 * @example
 * toWalletConnectRpcMap([mainnet], { host: 'http://127.0.0.1:8787', projectId: 'airlock-demo' })
 * // { '1': 'http://127.0.0.1:8787/v1/?chainId=eip155%3A1&projectId=airlock-demo' }
 */
export function toWalletConnectRpcMap(
  networks: readonly Network[],
  cloud?: WithCloudRpcParameters,
): Record<string, string> {
  const map: Record<string, string> = {}
  for (const network of networks) {
    if (network.chainNamespace !== 'eip155') continue
    const own = network.rpcUrls.default.http[0]
    const url =
      own && (!cloud || isCloudRpcUrl(own))
        ? own
        : cloud
          ? withCloudRpc(network, cloud).rpcUrls.default.http[0]
          : undefined
    if (url) map[String(network.id)] = url
  }
  return map
}

// The proxy's URL shape is fixed by SPEC.md §7 "RPC"; its host is the dapp's cloud, whichever.
function isCloudRpcUrl(url: string): boolean {
  try {
    const { pathname, searchParams } = new URL(url)
    return pathname === '/v1/' && searchParams.has('chainId') && searchParams.has('projectId')
  } catch {
    return false
  }
}

import type { Network } from './types'

export type WithCloudRpcParameters = {
  /** The cloud's base URL, e.g. the local cloud's `http://127.0.0.1:8787`. */
  host: string
  projectId: string
}

/**
 * Returns a copy of `network` whose default RPC is the cloud's JSON-RPC proxy,
 * `{host}/v1/?chainId={caipNetworkId}&projectId={projectId}`. WebSocket URLs
 * are dropped so that every RPC call goes through the configured cloud.
 *
 * @example
 * withCloudRpc(mainnet, { host: 'http://127.0.0.1:8787', projectId: 'demo' }).rpcUrls.default.http
 * // ['http://127.0.0.1:8787/v1/?chainId=eip155%3A1&projectId=demo']
 */
export function withCloudRpc<N extends Network>(
  network: N,
  { host, projectId }: WithCloudRpcParameters,
): N {
  const base = host.replace(/\/+$/, '')
  const chainId = encodeURIComponent(network.caipNetworkId)
  const query = `chainId=${chainId}&projectId=${encodeURIComponent(projectId)}`
  return { ...network, rpcUrls: { default: { http: [`${base}/v1/?${query}`] } } }
}

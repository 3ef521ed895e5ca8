import { createPublicClient, http, type PublicClient } from 'viem'

export type CloudRpcClientsInput = {
  /** The cloud's base URL, e.g. `http://127.0.0.1:8787`. */
  apiUrl: string
  projectId: string
}

/**
 * A `getClient` for `verifySiwxMessage` that reads every eip155 chain through the cloud's RPC
 * proxy (`/v1/?chainId=eip155:{id}&projectId=`): where ERC-1271 and ERC-6492 signatures are
 * checked with `eth_call`. Clients are made once per chain.
 *
 * @example
 * const getClient = cloudRpcClients({ apiUrl: 'http://127.0.0.1:8787', projectId: 'demo' })
 */
export function cloudRpcClients({
  apiUrl,
  projectId,
}: CloudRpcClientsInput): (chainId: number) => PublicClient {
  const clients = new Map<number, PublicClient>()
  return (chainId) => {
    let client = clients.get(chainId)
    if (!client) {
      const url = new URL('/v1/', apiUrl)
      url.searchParams.set('chainId', `eip155:${chainId}`)
      url.searchParams.set('projectId', projectId)
      client = createPublicClient({ transport: http(url.toString(), { retryCount: 0 }) })
      clients.set(chainId, client)
    }
    return client
  }
}

import { ConnectBeforeRequestError, JsonRpcProviderNotFoundError } from '@airlock/core'
import { type Config, getConnection } from '@wagmi/core'
import { isEip1193Requester } from './isEip1193Requester'
import type { Eip1193Requester } from './types'

/**
 * The EIP-1193 provider of wagmi's current connection. Throws `Please call connect() before
 * request()` when nothing is connected and `JSON-RPC provider not found` when the connector has
 * no provider.
 *
 * @example
 * const provider = await getWalletProvider(config)
 * await provider.request({ method: 'eth_chainId' })
 */
export async function getWalletProvider(config: Config): Promise<Eip1193Requester> {
  const connection = getConnection(config)
  if (connection.status !== 'connected') throw new ConnectBeforeRequestError()
  const provider = await connection.connector.getProvider()
  if (!isEip1193Requester(provider)) throw new JsonRpcProviderNotFoundError()
  return provider
}

import type { ChainAdapterTransactionParameters } from '@airlock/core'
import type { Config } from '@wagmi/core'
import { hexToBigInt } from 'viem'
import { toRpcTransaction } from './toRpcTransaction'

/**
 * The gas a transaction needs, from the network's RPC (`eth_estimateGas`); the wallet is not asked.
 *
 * @example
 * const gas = await estimateEvmGas(config, { address, to, value: 1n, network: mainnet }) // 21000n
 */
export async function estimateEvmGas(
  config: Config,
  parameters: ChainAdapterTransactionParameters,
): Promise<bigint> {
  const client = config.getClient({ chainId: Number(parameters.network.id) })
  const gas = await client.request({
    method: 'eth_estimateGas',
    params: [toRpcTransaction(parameters)],
  })
  return hexToBigInt(gas)
}

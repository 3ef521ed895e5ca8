import type { Network } from '@airlock/core'
import type { Config } from '@wagmi/core'
import { formatUnits, getAddress, hexToBigInt } from 'viem'

/**
 * The native balance of `address` on `network`, read from the network's RPC (`eth_getBalance`)
 * and formatted in whole units of its currency (`'1.5'` for 1.5 ETH), with the currency symbol.
 *
 * @example
 * await getEvmBalance(config, { address, network: mainnet }) // { balance: '10000', symbol: 'ETH' }
 */
export async function getEvmBalance(
  config: Config,
  parameters: { address: string; network: Network },
): Promise<{ balance: string; symbol: string }> {
  const { network } = parameters
  const client = config.getClient({ chainId: Number(network.id) })
  const value = await client.request({
    method: 'eth_getBalance',
    params: [getAddress(parameters.address), 'latest'],
  })
  const { decimals, symbol } = network.nativeCurrency
  return { balance: formatUnits(hexToBigInt(value), decimals), symbol }
}

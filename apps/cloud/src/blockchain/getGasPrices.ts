import type { RunningChain } from '../server/types'

/** `GET /v1/convert/gas-price`: wei per gas, as decimal strings. */
export type GasPriceBody = { standard: string; fast: string; instant: string }

/**
 * Gas prices of a chain from its node's `eth_gasPrice`: `standard` is the node's price, `fast`
 * 125% of it and `instant` 150% (a local chain has no fee market to sample).
 *
 * @example
 * await getGasPrices(chain) // { standard: '1875000000', fast: '2343750000', instant: '2812500000' }
 */
export async function getGasPrices(chain: RunningChain): Promise<GasPriceBody> {
  const price = await chain.client.getGasPrice()
  return {
    standard: price.toString(),
    fast: ((price * 5n) / 4n).toString(),
    instant: ((price * 3n) / 2n).toString(),
  }
}

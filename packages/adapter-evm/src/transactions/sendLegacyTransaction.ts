import type { ChainAdapterTransactionParameters } from '@airlock/core'
import type { Config } from '@wagmi/core'
import { type Hex, hexToNumber, numberToHex } from 'viem'
import { ChainMismatchError } from '../errors/ChainMismatchError'
import { getWalletProvider } from '../wallet/getWalletProvider'
import { toRpcTransaction } from './toRpcTransaction'

/**
 * Sends a transaction from the connected wallet as the kit's transactions are sent: legacy type
 * with the network's current gas price, asked of the wallet with
 * `eth_sendTransaction` (the wallet fills nonce and gas). Refuses with `ChainMismatchError` when
 * the wallet is on another chain than `network`. Resolves to the transaction hash.
 *
 * @example
 * const hash = await sendLegacyTransaction(config, { address, to, value: 1n, network: base })
 */
export async function sendLegacyTransaction(
  config: Config,
  parameters: ChainAdapterTransactionParameters,
): Promise<Hex> {
  const transaction = toRpcTransaction(parameters)
  const chainId = Number(parameters.network.id)
  const provider = await getWalletProvider(config)
  const walletChainId = hexToNumber((await provider.request({ method: 'eth_chainId' })) as Hex)
  if (walletChainId !== chainId) throw new ChainMismatchError({ walletChainId, chainId })
  const gasPrice = await config.getClient({ chainId }).request({ method: 'eth_gasPrice' })
  const hash = await provider.request({
    method: 'eth_sendTransaction',
    params: [{ ...transaction, type: '0x0', gasPrice, chainId: numberToHex(chainId) }],
  })
  return hash as Hex
}

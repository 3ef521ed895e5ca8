import type { Config } from '@wagmi/core'
import { getAddress, type Hex, stringToHex } from 'viem'
import { getWalletProvider } from './getWalletProvider'

/**
 * Asks the connected wallet to sign `message` with `address` (`personal_sign`, the UTF-8 bytes as
 * hex, as viem sends it); resolves to the signature.
 *
 * @example
 * const signature = await signEvmMessage(config, { message: 'Hello', address })
 */
export async function signEvmMessage(
  config: Config,
  parameters: { message: string; address: string },
): Promise<Hex> {
  const provider = await getWalletProvider(config)
  const signature = await provider.request({
    method: 'personal_sign',
    params: [stringToHex(parameters.message), getAddress(parameters.address)],
  })
  return signature as Hex
}

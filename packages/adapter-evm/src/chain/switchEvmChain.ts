import {
  ChainNotSupportedError,
  isChainNotAddedError,
  isUserRejectedError,
  type Network,
  normalizeWalletError,
} from '@airlock/core'
import { numberToHex } from 'viem'
import type { Eip1193Requester } from '../wallet/types'
import { toAddEthereumChainParameter } from './toAddEthereumChainParameter'

/**
 * Asks a wallet to switch to `network`: first
 * `wallet_switchEthereumChain`; when the wallet answers that it does not know the chain (4902,
 * 5000 or 32603 of either sign, or 4902 nested: core's `isChainNotAddedError`),
 * `wallet_addEthereumChain` with the network's parameters, then the switch again if adding did
 * not switch already. If adding or that second switch fails, for any reason, throws
 * `ChainNotSupportedError` (`Chain is not supported`) with the wallet's error as cause. Any other
 * answer to the first switch is normalised (a refusal is `UserRejectedRequestError`).
 *
 * @example
 * await switchEvmChain(provider, base) // resolves once the wallet is on 8453
 */
export async function switchEvmChain(provider: Eip1193Requester, network: Network): Promise<void> {
  const { caipNetworkId } = network
  const chainId = numberToHex(Number(network.id))
  const switchChain = () =>
    provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  try {
    await switchChain()
    return
  } catch (error) {
    // Rejection first: WalletConnect wallets refuse with 5000, which is also a "not added" code.
    if (isUserRejectedError(error) || !isChainNotAddedError(error)) {
      throw normalizeWalletError(error)
    }
  }
  try {
    const parameter = toAddEthereumChainParameter(network)
    await provider.request({ method: 'wallet_addEthereumChain', params: [parameter] })
    // MetaMask switches when it adds; wallets that only add need to be asked again.
    const current = await provider.request({ method: 'eth_chainId' })
    if (Number(current) !== Number(network.id)) await switchChain()
  } catch (error) {
    throw new ChainNotSupportedError({ caipNetworkId, cause: error })
  }
}

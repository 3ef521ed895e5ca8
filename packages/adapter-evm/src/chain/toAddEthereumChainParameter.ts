import type { Network } from '@airlock/core'
import { type AddEthereumChainParameter, numberToHex } from 'viem'
import { toViemChain } from '../networks/toViemChain'

/**
 * The `wallet_addEthereumChain` parameter (EIP-3085) for an eip155 network: hex chain id, name,
 * native currency, its http RPC URLs (the cloud's proxy when the dapp uses `withCloudRpc`) and
 * its explorer.
 *
 * @example
 * await provider.request({ method: 'wallet_addEthereumChain', params: [toAddEthereumChainParameter(base)] })
 */
export function toAddEthereumChainParameter(network: Network): AddEthereumChainParameter {
  const chain = toViemChain(network)
  const explorer = chain.blockExplorers?.default
  return {
    chainId: numberToHex(chain.id),
    chainName: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: [...chain.rpcUrls.default.http],
    ...(explorer ? { blockExplorerUrls: [explorer.url] } : {}),
  }
}

import { SWAP_SUPPORTED_CHAIN_IDS } from '../constants/chains'
import type { Network } from './types'

/**
 * Whether swaps are offered on `network`: one of the 12 eip155 chains of `SWAP_SUPPORTED_CHAIN_IDS`.
 *
 * @example
 * isSwapSupported(base) // true
 * isSwapSupported(solana) // false
 */
export function isSwapSupported(network: Pick<Network, 'chainNamespace' | 'id'>): boolean {
  if (network.chainNamespace !== 'eip155') return false
  const id = Number(network.id)
  return (SWAP_SUPPORTED_CHAIN_IDS as readonly number[]).includes(id)
}

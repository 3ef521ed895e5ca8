import { isChainNamespace } from '../caip/isChainNamespace'
import type { ChainNamespace } from '../caip/types'

/**
 * The namespace of a chain id as the embedded wallet's frame takes and answers it: a CAIP-2 id
 * names its own (`solana:EtWT...` is solana); a bare number or decimal string is `fallback`'s.
 *
 * @example
 * embeddedChainNamespace('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'eip155') // 'solana'
 * embeddedChainNamespace(8453, 'eip155') // 'eip155'
 */
export function embeddedChainNamespace(
  chainId: string | number,
  fallback: ChainNamespace,
): ChainNamespace {
  if (typeof chainId !== 'string' || !chainId.includes(':')) return fallback
  const namespace = chainId.slice(0, chainId.indexOf(':'))
  return isChainNamespace(namespace) ? namespace : fallback
}

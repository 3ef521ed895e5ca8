import type { AirlockCore } from '../createAirlockCore'
import type { SiwxPair } from './types'

/**
 * The account and network of the active namespace when it is connected: what a sign-in is for.
 *
 * @example
 * getSiwxPair(core) // { chainId: 'eip155:1', address: '0xabc...' }
 */
export function getSiwxPair(core: AirlockCore): SiwxPair | undefined {
  const { chain, connection } = core.state
  const namespace = chain.activeNamespace
  if (connection.status[namespace] !== 'connected') return undefined
  const address = chain.accounts[namespace]?.address
  const chainId = chain.activeNetwork?.caipNetworkId
  if (!address || !chainId || chainId.split(':')[0] !== namespace) return undefined
  return { chainId, address }
}

/**
 * Whether two pairs name the same account on the same network. An EVM address is hex, the same in
 * any case (checksummed or not); a Solana address is base58, where case is part of the key.
 */
export function samePair(a: SiwxPair | undefined, b: SiwxPair | undefined): boolean {
  if (!a || !b) return a === b
  if (a.chainId !== b.chainId) return false
  return a.chainId.startsWith('eip155:')
    ? a.address.toLowerCase() === b.address.toLowerCase()
    : a.address === b.address
}

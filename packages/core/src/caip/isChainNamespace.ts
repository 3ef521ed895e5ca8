import type { ChainNamespace } from './types'

const NAMESPACES: ReadonlySet<string> = /*#__PURE__*/ new Set<ChainNamespace>([
  'eip155',
  'solana',
  'bip122',
  'polkadot',
])

/**
 * Whether a string is a namespace Airlock knows (eip155, solana, bip122, polkadot).
 *
 * @example
 * isChainNamespace('eip155') // true
 * isChainNamespace('cosmos') // false
 */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && NAMESPACES.has(value)
}

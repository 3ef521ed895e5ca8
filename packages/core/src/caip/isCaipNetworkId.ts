import { splitCaip } from './splitCaip'
import type { CaipNetworkId } from './types'

/**
 * Whether a value is a CAIP network id: two non-empty colon-separated parts.
 *
 * @example
 * isCaipNetworkId('eip155:1') // true
 * isCaipNetworkId('eip155:1:0xabc') // false
 */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  return splitCaip(value, 2) !== undefined
}

import { splitCaip } from './splitCaip'
import type { CaipAddress } from './types'

/**
 * Whether a value is a CAIP address: three non-empty colon-separated parts.
 *
 * @example
 * isCaipAddress('eip155:1:0xabc') // true
 * isCaipAddress('eip155:1') // false
 */
export function isCaipAddress(value: unknown): value is CaipAddress {
  return splitCaip(value, 3) !== undefined
}

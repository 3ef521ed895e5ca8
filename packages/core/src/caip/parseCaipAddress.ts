import { InvalidCaipAddressError } from '../errors/caip'
import { splitCaip } from './splitCaip'
import type { CaipAddress, CaipNetworkId } from './types'

/** The parts of a CAIP address. */
export type ParseCaipAddressReturnType = {
  /** For example `eip155`; not checked against the namespaces Airlock knows (see `isChainNamespace`). */
  namespace: string
  /** The chain reference, for example `1`. */
  reference: string
  /** The account address. */
  address: string
  /** `namespace:reference`. */
  caipNetworkId: CaipNetworkId
}

/** Errors {@link parseCaipAddress} throws. */
export type ParseCaipAddressErrorType = InvalidCaipAddressError

/**
 * Splits a CAIP address `namespace:reference:address`. Throws `Invalid CAIP Address` unless it has
 * exactly three non-empty colon-separated parts.
 *
 * @example
 * parseCaipAddress('eip155:1:0xabc')
 * // { namespace: 'eip155', reference: '1', address: '0xabc', caipNetworkId: 'eip155:1' }
 */
export function parseCaipAddress(caipAddress: CaipAddress | string): ParseCaipAddressReturnType {
  const parts = splitCaip(caipAddress, 3)
  const [namespace, reference, address] = parts ?? []
  if (namespace === undefined || reference === undefined || address === undefined) {
    throw new InvalidCaipAddressError({ caipAddress })
  }
  return { namespace, reference, address, caipNetworkId: `${namespace}:${reference}` }
}

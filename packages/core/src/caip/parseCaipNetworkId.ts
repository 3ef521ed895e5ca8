import { InvalidCaipNetworkIdError } from '../errors/caip'
import { splitCaip } from './splitCaip'
import type { CaipNetworkId } from './types'

/** The parts of a CAIP network id. */
export type ParseCaipNetworkIdReturnType = {
  /** For example `eip155`. */
  namespace: string
  /** The chain reference, for example `1`. */
  reference: string
}

/** Errors {@link parseCaipNetworkId} throws. */
export type ParseCaipNetworkIdErrorType = InvalidCaipNetworkIdError

/**
 * Splits a network id `namespace:reference`. Throws `Invalid CAIP Network ID` unless it has
 * exactly two non-empty colon-separated parts.
 *
 * @example
 * parseCaipNetworkId('eip155:1') // { namespace: 'eip155', reference: '1' }
 */
export function parseCaipNetworkId(
  caipNetworkId: CaipNetworkId | string,
): ParseCaipNetworkIdReturnType {
  const [namespace, reference] = splitCaip(caipNetworkId, 2) ?? []
  if (namespace === undefined || reference === undefined) {
    throw new InvalidCaipNetworkIdError({ caipNetworkId })
  }
  return { namespace, reference }
}

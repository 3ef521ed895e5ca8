import { InvalidCaipNetworkIdError } from '../errors/caip'
import { isCaipNetworkId } from './isCaipNetworkId'
import type { CaipNetworkId } from './types'

/** Parameters of {@link formatCaipNetworkId}. */
export type FormatCaipNetworkIdParameters = {
  namespace: string
  reference: string | number
}

/**
 * Joins a namespace and a chain reference into a network id. Throws `Invalid CAIP Network ID` if
 * a part is empty or holds a colon.
 *
 * @example
 * formatCaipNetworkId({ namespace: 'eip155', reference: 10 }) // 'eip155:10'
 */
export function formatCaipNetworkId({
  namespace,
  reference,
}: FormatCaipNetworkIdParameters): CaipNetworkId {
  const caipNetworkId = `${namespace}:${reference}`
  if (!isCaipNetworkId(caipNetworkId)) throw new InvalidCaipNetworkIdError({ caipNetworkId })
  return caipNetworkId
}

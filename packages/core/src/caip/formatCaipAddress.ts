import { InvalidCaipAddressError } from '../errors/caip'
import { isCaipAddress } from './isCaipAddress'
import type { CaipAddress } from './types'

/** Parameters of {@link formatCaipAddress}. */
export type FormatCaipAddressParameters = {
  namespace: string
  reference: string | number
  address: string
}

/**
 * Joins the parts of a CAIP address. Throws `Invalid CAIP Address` if a part is empty or holds a
 * colon, so the result always parses back.
 *
 * @example
 * formatCaipAddress({ namespace: 'eip155', reference: 1, address: '0xabc' }) // 'eip155:1:0xabc'
 */
export function formatCaipAddress({
  namespace,
  reference,
  address,
}: FormatCaipAddressParameters): CaipAddress {
  const caipAddress = `${namespace}:${reference}:${address}`
  if (!isCaipAddress(caipAddress)) throw new InvalidCaipAddressError({ caipAddress })
  return caipAddress
}

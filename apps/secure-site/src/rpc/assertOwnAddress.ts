import { type Hex, isAddressEqual, isHex } from 'viem'
import { SecureSiteError } from '../errors/SecureSiteError'

/**
 * Throws `The address is not this wallet` unless `value` is an address equal to `address`.
 *
 * @example
 * assertOwnAddress(params[1], session.user.address)
 */
export function assertOwnAddress(value: unknown, address: Hex): void {
  if (
    typeof value !== 'string' ||
    !isHex(value) ||
    value.length !== 42 ||
    !isAddressEqual(value, address)
  )
    throw new SecureSiteError('The address is not this wallet', 400)
}

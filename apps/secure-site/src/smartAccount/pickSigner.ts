import { type Hex, isAddressEqual, isHex } from 'viem'
import { SecureSiteError } from '../errors/SecureSiteError'
import type { WalletAccounts } from './loadWalletAccounts'

/**
 * Which of the user's accounts `value` names (the eoa or the smart account); the active one when
 * `value` is absent and `optional`. Anything else throws `The address is not this wallet`.
 *
 * @example
 * pickSigner(accounts, params[1]) // 'smartAccount'
 */
export function pickSigner(
  accounts: WalletAccounts,
  value: unknown,
  optional = false,
): 'eoa' | 'smartAccount' {
  if ((value === undefined || value === null) && optional) return accounts.preferred
  if (typeof value === 'string' && isHex(value) && value.length === 42) {
    if (isAddressEqual(value, accounts.eoa)) return 'eoa'
    const smart = accounts.smartAccount?.address
    if (smart && isAddressEqual(value as Hex, smart)) return 'smartAccount'
  }
  throw new SecureSiteError('The address is not this wallet', 400)
}

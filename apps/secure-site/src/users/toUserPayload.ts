import type { WalletAccounts } from '../smartAccount/loadWalletAccounts'
import type { UserPayload, UserRow } from './types'

/**
 * What the frame may tell the page about a user: address (of the preferred account type), the
 * accounts (eoa, and the smart account where it works), email or user name, chain. Never the key.
 * Social users have no email of their own (SPEC §3: email may be null).
 *
 * @example
 * toUserPayload(user, 1, accounts) // { address: '0x...', chainId: 1, preferredAccountType: 'smartAccount', ... }
 */
export function toUserPayload(
  user: UserRow,
  chainId: number,
  accounts: WalletAccounts,
): UserPayload {
  const email = user.email && !user.social_provider ? user.email : null
  return {
    email,
    address: accounts.active,
    chainId,
    accounts: [
      { address: accounts.eoa, type: 'eoa' },
      ...(accounts.smartAccount
        ? [{ address: accounts.smartAccount.address, type: 'smartAccount' as const }]
        : []),
    ],
    userName: user.user_name,
    smartAccountDeployed: accounts.smartAccount?.deployed ?? false,
    preferredAccountType: accounts.preferred,
  }
}

import type { UserPayload, UserRow } from './types'

/**
 * What the frame may tell the page about a user: address, email or user name, chain. Never the
 * key. Social users have no email of their own (SPEC §3: email may be null).
 *
 * @example
 * toUserPayload(user, 1) // { address: '0x...', chainId: 1, preferredAccountType: 'eoa', ... }
 */
export function toUserPayload(user: UserRow, chainId: number): UserPayload {
  const email = user.email && !user.social_provider ? user.email : null
  return {
    email,
    address: user.address,
    chainId,
    accounts: [{ address: user.address, type: 'eoa' }],
    userName: user.user_name,
    smartAccountDeployed: false,
    preferredAccountType: 'eoa',
  }
}

import { parseEther } from 'viem'

/**
 * The numbered limits of a spending permission (`wallet_grantPermissions`): its expiry must be at
 * least 5 minutes and at most 7 days away (the bounds of a wallet request's expiry), and the
 * native currency handed to the session key for its gas at most 0.01 of the chain's currency.
 */
export const PERMISSION_RULES = {
  minExpirySeconds: 5 * 60,
  maxExpirySeconds: 7 * 24 * 60 * 60,
  maxGasAllowance: parseEther('0.01'),
  /** uint128: the contract stores the limit in 128 bits. */
  maxLimit: 2n ** 128n - 1n,
} as const

/** The permission types served, one per grant. */
export const PERMISSION_TYPES = ['erc20-token-transfer', 'native-token-transfer'] as const

/** The token of a native-currency session on chain. */
export const NATIVE_TOKEN = '0x0000000000000000000000000000000000000000' as const

/** The secure site's words for a refused permission request (shown to the dapp). */
export const permissionMessages = {
  badRequest: 'wallet_grantPermissions needs one permission of a supported type',
  badRevoke: 'wallet_revokePermissions needs the permission context to revoke',
  needsSmartAccount: 'Spending permissions need the smart account',
  badExpiry: 'The permission must expire between 5 minutes and 7 days from now',
  gasTooHigh: 'The gas allowance is over 0.01 of the chain currency',
  noPermission: 'There is no such permission on this account',
  grantFailed: 'The permission could not be granted',
  revokeFailed: 'The permission could not be revoked',
  selfCall: 'Calls to the smart account itself are refused: use wallet_grantPermissions',
} as const

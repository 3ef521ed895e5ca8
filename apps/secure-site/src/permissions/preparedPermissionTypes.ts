import type { Hex } from 'viem'
import type { PreparedChain, PreparedToken } from '../rpc/preparedTypes'

type PermissionBase = {
  method: string
  chain: PreparedChain
  /** The user's smart account: the permission lives on it. */
  account: Hex
  signer: 'smartAccount'
}

/**
 * A spending permission as the approval screen shows it and as it will be granted on chain:
 * the session key, the token (the zero address for the native currency) with its symbol and
 * decimals read from the chain, the limit and the gas allowance (hex base units), the expiry
 * (unix seconds).
 */
export type PreparedGrant = PermissionBase & {
  kind: 'grantPermissions'
  grant: {
    key: Hex
    token: Hex
    tokenInfo?: PreparedToken
    limit: Hex
    expiry: number
    gasAllowance: Hex
  }
}

/** A permission to end: the session key, and what it may spend today (shown). */
export type PreparedRevoke = PermissionBase & {
  kind: 'revokePermissions'
  revoke: { key: Hex; token: Hex; tokenInfo?: PreparedToken; limit: Hex; spent: Hex }
}

/** Either prepared permission request. */
export type PreparedPermissions = PreparedGrant | PreparedRevoke

/** The EIP-712 typed data a session key signs to give up its permission. */
export type RevokeSessionTypedData = {
  domain: { name: string; version: string; chainId: number; verifyingContract: `0x${string}` }
  types: { RevokeSession: readonly { name: string; type: string }[] }
  primaryType: 'RevokeSession'
  message: { key: `0x${string}`; id: bigint }
}

/**
 * The key a dapp holds for a spending permission (a viem `LocalAccount` fits): its address, and a
 * way to sign typed data, used to give the permission up without asking the visitor.
 */
export type SessionSigner = {
  address: `0x${string}`
  signTypedData: (typedData: RevokeSessionTypedData) => Promise<`0x${string}`>
}

/** One spending permission: an ERC-20 token or the network's native currency, and how much in all. */
export type SpendingPermission =
  | { type: 'erc20-token-transfer'; token: `0x${string}`; allowance: bigint }
  | { type: 'native-token-transfer'; allowance: bigint }

/** A permission granted through this instance, kept (outside the state) until revoked. */
export type GrantedPermission = {
  /** The permission context the wallet answered (the session key's address). */
  context: `0x${string}`
  /** The smart account the permission lives on, as CAIP-10. */
  caipAddress: string
  /** The grant's number on the account (a revocation names it). */
  sessionId: number
  chainId: number
  expiry: number
  permission: SpendingPermission
  signer: SessionSigner
}

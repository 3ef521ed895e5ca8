import type { Hex } from 'viem'

/**
 * The EIP-712 typed data of `RevokeSession(key, id)` in the smart account's domain (name
 * `AirlockAccount`, version `1`, chain id, the account's address), as
 * `AirlockAccount.revokeSessionSigned` checks it: signed by the owner (or the session key
 * itself), it lets anyone end that session on chain.
 *
 * @example
 * const signature = await owner.signTypedData(revokeSessionTypedData({ account, chainId: 31337, key, id: 1n }))
 */
export function revokeSessionTypedData(revoke: {
  account: Hex
  chainId: number
  key: Hex
  id: bigint
}) {
  return {
    domain: {
      name: 'AirlockAccount',
      version: '1',
      chainId: revoke.chainId,
      verifyingContract: revoke.account,
    },
    types: {
      RevokeSession: [
        { name: 'key', type: 'address' },
        { name: 'id', type: 'uint256' },
      ],
    },
    primaryType: 'RevokeSession',
    message: { key: revoke.key, id: revoke.id },
  } as const
}

import type { Hex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'

/** One call the owner lets a relayer make through `AirlockAccount.executeSigned`. */
export type ExecuteCall = {
  /** The smart account (the EIP-712 domain's verifying contract). */
  account: Hex
  chainId: number
  to: Hex
  value: bigint
  data: Hex
  /** The account's `nonce()` now: the signature is valid for this call only, once. */
  nonce: bigint
  /** Unix time (seconds) after which the signature is refused. */
  deadline: bigint
}

/**
 * The EIP-712 typed data of `Execute(to, value, data, nonce, deadline)` in the account's domain
 * (name `AirlockAccount`, version `1`, chain id, the account's address), as
 * `AirlockAccount.executeSigned` checks it.
 *
 * @example
 * const typed = executeTypedData({ account, chainId: 31337, to, value: 1n, data: '0x', nonce: 0n, deadline })
 */
export function executeTypedData(call: ExecuteCall) {
  return {
    domain: {
      name: 'AirlockAccount',
      version: '1',
      chainId: call.chainId,
      verifyingContract: call.account,
    },
    types: {
      Execute: [
        { name: 'to', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'data', type: 'bytes' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    primaryType: 'Execute',
    message: {
      to: call.to,
      value: call.value,
      data: call.data,
      nonce: call.nonce,
      deadline: call.deadline,
    },
  } as const
}

/**
 * The owner's EIP-712 signature over {@link executeTypedData} (`Execute(to, value, data, nonce,
 * deadline)` in the account's domain), as `AirlockAccount.executeSigned` checks it (65 bytes,
 * low s).
 *
 * @example
 * const signature = await signExecute(owner, { account, chainId: 31337, to, value: 1n, data: '0x', nonce: 0n, deadline })
 */
export function signExecute(owner: PrivateKeyAccount, call: ExecuteCall): Promise<Hex> {
  return owner.signTypedData(executeTypedData(call))
}

import { SPL_TOKEN_DATA_PREFIX } from './splTransfer'

/**
 * The `data` of a send that moves an SPL token instead of SOL: give it with the receiver as `to`
 * and the amount in the token's base units as `value`.
 *
 * @example
 * await sendTransaction(core, { to: receiver, value: 2_500_000n, data: splTokenTransferData(mint) })
 */
export function splTokenTransferData(mint: string): `spl-token:${string}` {
  return `${SPL_TOKEN_DATA_PREFIX}${mint}`
}

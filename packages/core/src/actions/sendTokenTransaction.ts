import { parseUnits } from 'viem'
import type { TokenBalance } from '../validation/types'

/** `transfer(address,uint256)`. */
const TRANSFER_SELECTOR = '0xa9059cbb'

/**
 * The transaction that sends `amount` (whole units, as typed) of a token to `receiver`: a plain
 * value transfer for the native token, an ERC-20 `transfer` call to the contract of a token with
 * an `address` (CAIP-10 or plain). Throws on an amount that is not a number.
 *
 * @example
 * sendTokenTransaction({ quantity: { decimals: '6', numeric: '10' }, address: 'eip155:1:0xA0b8...' }, '1.5', '0x7099...')
 * // { to: '0xA0b8...', value: 0n, data: '0xa9059cbb...' }
 */
export function sendTokenTransaction(
  token: Pick<TokenBalance, 'address' | 'quantity'>,
  amount: string,
  receiver: string,
): { to: string; value: bigint; data?: string } {
  const value = parseUnits(amount, Number(token.quantity.decimals))
  const contract = token.address?.split(':').at(-1)
  if (!contract) return { to: receiver, value }
  const to = receiver.toLowerCase().replace(/^0x/, '').padStart(64, '0')
  return {
    to: contract,
    value: 0n,
    data: `${TRANSFER_SELECTOR}${to}${value.toString(16).padStart(64, '0')}`,
  }
}

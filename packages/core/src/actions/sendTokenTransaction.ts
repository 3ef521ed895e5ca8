import type { ChainNamespace } from '../caip/types'
import { parseUnits } from '../units/parseUnits'
import type { TokenBalance } from '../validation/types'

/** `transfer(address,uint256)`. */
const TRANSFER_SELECTOR = '0xa9059cbb'

/** The `data` prefix the Solana adapter reads as "an SPL token send of this mint". */
const SPL_TOKEN_DATA_PREFIX = 'spl-token:'

/**
 * The transaction that sends `amount` (whole units, as typed) of a token to `receiver`.
 * On eip155 (the default): a plain value transfer for the native token, an ERC-20 `transfer` call
 * to the contract of a token with an `address` (CAIP-10 or plain). On solana: lamports to
 * `receiver` for SOL, and for an SPL token (`address` `solana:<ref>:<mint>`) the amount in the
 * token's base units to `receiver` with `data: 'spl-token:<mint>'` (what the Solana adapter's
 * `splTokenTransferData` gives); the receiver is kept as given (base58 is case-sensitive).
 * Throws on an amount that is not a number.
 *
 * @example
 * sendTokenTransaction({ quantity: { decimals: '6', numeric: '10' }, address: 'eip155:1:0xA0b8...' }, '1.5', '0x7099...')
 * // { to: '0xA0b8...', value: 0n, data: '0xa9059cbb...' }
 * sendTokenTransaction({ quantity: { decimals: '9', numeric: '2' } }, '0.5', '7v91N7iZ...', 'solana')
 * // { to: '7v91N7iZ...', value: 500000000n }
 */
export function sendTokenTransaction(
  token: Pick<TokenBalance, 'address' | 'quantity'>,
  amount: string,
  receiver: string,
  namespace: ChainNamespace = 'eip155',
): { to: string; value: bigint; data?: string } {
  const value = parseUnits(amount, Number(token.quantity.decimals))
  const contract = token.address?.split(':').at(-1)
  if (namespace === 'solana') {
    return contract
      ? { to: receiver, value, data: `${SPL_TOKEN_DATA_PREFIX}${contract}` }
      : { to: receiver, value }
  }
  if (!contract) return { to: receiver, value }
  const to = receiver.toLowerCase().replace(/^0x/, '').padStart(64, '0')
  return {
    to: contract,
    value: 0n,
    data: `${TRANSFER_SELECTOR}${to}${value.toString(16).padStart(64, '0')}`,
  }
}

import { isEvmAddress } from './isEvmAddress'
import { isSolanaAddress } from './isSolanaAddress'

/**
 * Whether an address is valid for a namespace: eip155 and solana have a rule; any other
 * namespace has none and is never valid.
 *
 * @example
 * isValidAddress('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', 'eip155') // true
 * isValidAddress('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', 'solana') // false
 */
export function isValidAddress(address: unknown, namespace: string): address is string {
  if (namespace === 'eip155') return isEvmAddress(address)
  if (namespace === 'solana') return isSolanaAddress(address)
  return false
}

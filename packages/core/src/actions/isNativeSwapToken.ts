import { SWAP_NATIVE_TOKEN_ADDRESS } from '../constants/swap'

/**
 * Whether a swap token (CAIP-10 or plain address) is the chain's native token.
 *
 * @example
 * isNativeSwapToken({ address: 'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' }) // true
 */
export function isNativeSwapToken(token: { address: string }): boolean {
  return token.address.split(':').at(-1)?.toLowerCase() === SWAP_NATIVE_TOKEN_ADDRESS
}

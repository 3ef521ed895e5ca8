import { WALLET_ERROR_CODES } from '../constants/rpc'
import { ChainNotAddedError } from './wallet'
import { nestedWalletErrors, walletErrorCode } from './walletErrorCode'

const CHAIN_NOT_ADDED_CODES: ReadonlySet<number> = /*#__PURE__*/ new Set([
  WALLET_ERROR_CODES.UNRECOGNIZED_CHAIN,
  WALLET_ERROR_CODES.DEFAULT,
  WALLET_ERROR_CODES.INVALID_CHAIN_ID,
])

/**
 * Whether a failed network switch means the wallet does not know the chain: code 4902, 5000 or
 * 32603 (either sign) on the error, or 4902 on a nested `cause` / `data.originalError`.
 *
 * @example
 * isChainNotAddedError({ code: 4902, message: 'Unrecognized chain ID' }) // true
 * isChainNotAddedError({ code: -32603 }) // true
 * isChainNotAddedError({ code: 4001 }) // false
 */
export function isChainNotAddedError(error: unknown): boolean {
  if (error instanceof ChainNotAddedError) return true
  const code = walletErrorCode(error)
  if (code !== undefined && CHAIN_NOT_ADDED_CODES.has(Math.abs(code))) return true
  return nestedWalletErrors(error).some((inner) => {
    if (inner instanceof ChainNotAddedError) return true
    const innerCode = walletErrorCode(inner)
    return innerCode !== undefined && Math.abs(innerCode) === WALLET_ERROR_CODES.UNRECOGNIZED_CHAIN
  })
}

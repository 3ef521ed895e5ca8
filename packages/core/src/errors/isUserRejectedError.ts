import { WALLET_ERROR_CODES } from '../constants/rpc'
import { UserRejectedRequestError } from './request'
import { nestedWalletErrors, walletErrorCode } from './walletErrorCode'

// Wallets that skip the code still say so in words (EIP-1193 wording, WalletConnect's
// `User rejected.`, Solana adapters' `User rejected the request.`, ethers' ACTION_REJECTED).
const REJECTION_WORDS = /user (rejected|denied|cancel+ed)|rejected by (the )?user|ACTION_REJECTED/i

function isRejection(value: unknown): boolean {
  if (value instanceof UserRejectedRequestError) return true
  if (walletErrorCode(value) === WALLET_ERROR_CODES.USER_REJECTED) return true
  if (typeof value !== 'object' || value === null) return false
  if ('name' in value && value.name === 'UserRejectedRequestError') return true
  if ('code' in value && value.code === 'ACTION_REJECTED') return true
  return (
    'message' in value && typeof value.message === 'string' && REJECTION_WORDS.test(value.message)
  )
}

/**
 * Whether a wallet error is the visitor refusing the request: EIP-1193 code 4001, an error named
 * `UserRejectedRequestError`, or a "user rejected/denied" message, on the error or nested in it.
 *
 * @example
 * isUserRejectedError({ code: 4001, message: 'User rejected the request.' }) // true
 */
export function isUserRejectedError(error: unknown): boolean {
  return isRejection(error) || nestedWalletErrors(error).some(isRejection)
}

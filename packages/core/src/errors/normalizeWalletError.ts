import { BaseError } from './base'
import { isChainNotAddedError } from './isChainNotAddedError'
import { isUserRejectedError } from './isUserRejectedError'
import { UserRejectedRequestError } from './request'
import { ChainNotAddedError, WalletRpcError } from './wallet'
import { walletErrorCode } from './walletErrorCode'

/** The error types {@link normalizeWalletError} returns. */
export type NormalizeWalletErrorReturnType =
  | UserRejectedRequestError
  | ChainNotAddedError
  | WalletRpcError
  | BaseError

function messageOf(error: unknown): string | undefined {
  if (typeof error === 'string') return error || undefined
  if (typeof error === 'object' && error !== null && 'message' in error) {
    return typeof error.message === 'string' && error.message ? error.message : undefined
  }
  return undefined
}

/**
 * Turns whatever a wallet threw into an Airlock error: a user rejection becomes
 * {@link UserRejectedRequestError}, a chain the wallet does not know becomes
 * {@link ChainNotAddedError}, an Airlock error is returned as is, anything else becomes
 * {@link WalletRpcError} carrying the wallet's code and message. Rejection is checked first, as
 * WalletConnect answers a refusal with 5000 `User rejected.`.
 *
 * @example
 * normalizeWalletError({ code: 4001, message: 'User rejected the request.' })
 * // UserRejectedRequestError: 'Signature declined'
 */
export function normalizeWalletError(error: unknown): NormalizeWalletErrorReturnType {
  if (
    error instanceof UserRejectedRequestError ||
    error instanceof ChainNotAddedError ||
    error instanceof WalletRpcError
  ) {
    return error
  }
  if (isUserRejectedError(error)) return new UserRejectedRequestError({ cause: error })
  const code = walletErrorCode(error)
  if (isChainNotAddedError(error)) {
    return new ChainNotAddedError(code === undefined ? { cause: error } : { cause: error, code })
  }
  if (error instanceof BaseError) return error
  const details = messageOf(error)
  return new WalletRpcError({
    cause: error,
    ...(code === undefined ? {} : { code }),
    ...(details === undefined ? {} : { details }),
  })
}

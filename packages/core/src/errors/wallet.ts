import { BaseError, type BaseErrorParameters } from './base'
import { ErrorMessages } from './messages'

/**
 * A wallet refused a request for a reason core does not map to a more specific error. `code` is
 * the wallet's code; `details` its message. Message: `An error occurred` (also the message of an
 * error reply without one).
 */
export class WalletRpcError extends BaseError {
  override name = 'WalletRpcError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(ErrorMessages.AN_ERROR_OCCURRED, parameters)
  }
}

/**
 * The wallet does not know the chain it was asked to switch to (codes 4902, 5000, 32603, either
 * sign, or a nested original error with 4902): the caller should try `wallet_addEthereumChain`,
 * and throw {@link ChainNotSupportedError} if that fails.
 * Message: `Network not found` (the wallet's view).
 */
export class ChainNotAddedError extends BaseError {
  override name = 'ChainNotAddedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(ErrorMessages.NETWORK_NOT_FOUND, parameters)
  }
}

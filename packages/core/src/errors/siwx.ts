import { BaseError, type BaseErrorParameters } from './base'
import { ErrorMessages } from './messages'

/** Thrown when a sign-in-with-X action runs without SIWX configured. */
export class SiwxNotEnabledError extends BaseError {
  override name = 'SiwxNotEnabledError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(ErrorMessages.SIWX_NOT_ENABLED, parameters)
  }
}

/** The dapp's verifier refused a signed sign-in message; shown as `Signature declined`. */
export class SiwxSessionRejectedError extends BaseError {
  override name = 'SiwxSessionRejectedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(ErrorMessages.SIGNATURE_DECLINED, parameters)
  }
}

/** Sign-in could not start (no message or nonce); the wallet is disconnected. */
export class SiwxInitializationError extends BaseError {
  override name = 'SiwxInitializationError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(ErrorMessages.AUTH_INITIALIZATION_FAILED, parameters)
  }
}

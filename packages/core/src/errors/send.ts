import { BaseError, type BaseErrorParameters } from './base'
import { ErrorMessages } from './messages'

/** Thrown when a send lacks an amount or a receiver. */
export class InvalidSendParametersError extends BaseError {
  override name = 'InvalidSendParametersError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(ErrorMessages.INVALID_AMOUNT_OR_RECEIVER, parameters)
  }
}

/** Thrown when a Solana send fails. Message: `Failed to send transaction. Please try again.` */
export class SendTransactionFailedError extends BaseError {
  override name = 'SendTransactionFailedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(ErrorMessages.FAILED_TO_SEND_TRANSACTION, parameters)
  }
}

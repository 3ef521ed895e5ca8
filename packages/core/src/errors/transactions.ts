import { BaseError, type BaseErrorParameters } from './base'
import { ErrorMessages } from './messages'

/** Thrown when history is asked for without an account address. */
export class TransactionsAccountAddressRequiredError extends BaseError {
  override name = 'TransactionsAccountAddressRequiredError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(ErrorMessages.TRANSACTIONS_NEED_ACCOUNT_ADDRESS, parameters)
  }
}

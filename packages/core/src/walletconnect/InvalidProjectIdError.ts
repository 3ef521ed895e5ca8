import { BaseError, type BaseErrorParameters } from '../errors/base'
import { ErrorMessages } from '../errors/messages'

/**
 * The WalletConnect relay refused the project id (it closed the socket with 3000 `Unauthorized`
 * for the project). Message: `Invalid Project ID` (an id the server
 * or relay rejects).
 */
export class InvalidProjectIdError extends BaseError {
  override name = 'InvalidProjectIdError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(ErrorMessages.INVALID_PROJECT_ID, {
      metaMessages: ['The WalletConnect relay does not know this project id.'],
      ...parameters,
    })
  }
}

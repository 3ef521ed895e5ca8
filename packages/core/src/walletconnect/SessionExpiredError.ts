import { BaseError, type BaseErrorParameters } from '../errors/base'
import { ErrorMessages } from '../errors/messages'

/**
 * A request over a WalletConnect session the SDK no longer holds (expired, deleted, or its storage
 * cleared: `No matching key`). The session is forgotten and core hears a disconnect; the visitor
 * connects again. Message: `Session Expired`.
 */
export class SessionExpiredError extends BaseError {
  override name = 'SessionExpiredError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(ErrorMessages.SESSION_EXPIRED, {
      metaMessages: ['The WalletConnect session is gone; connect the wallet again.'],
      ...parameters,
    })
  }
}

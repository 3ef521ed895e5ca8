import { BaseError, type BaseErrorParameters } from './base'
import { ErrorMessages } from './messages'

/** A smart-session action ran while the `smartSessions` feature is off (it is off by default). */
export class SmartSessionsNotEnabledError extends BaseError {
  override name = 'SmartSessionsNotEnabledError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(ErrorMessages.SMART_SESSIONS_NOT_ENABLED, parameters)
  }
}

/** No permission with that context was granted through this instance, or the wallet has none. */
export class PermissionNotFoundError extends BaseError {
  override name = 'PermissionNotFoundError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(ErrorMessages.PERMISSION_NOT_FOUND, parameters)
  }
}

import { BaseError, type BaseErrorParameters } from './base'
import { errorRegisteringName } from './errorRegisteringName'
import { ErrorMessages } from './messages'

/** Thrown when a name cannot be resolved. Message: `Error resolving name`. */
export class NameResolutionError extends BaseError {
  override name = 'NameResolutionError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(ErrorMessages.ERROR_RESOLVING_NAME, parameters)
  }
}

/** Thrown when name suggestions cannot be fetched. */
export class NameSuggestionsError extends BaseError {
  override name = 'NameSuggestionsError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(ErrorMessages.ERROR_FETCHING_NAME_SUGGESTIONS, parameters)
  }
}

/** Thrown when registering a name fails. Message: `Error registering name {name}`. */
export class NameRegistrationError extends BaseError {
  override name = 'NameRegistrationError'
  /** The name that could not be registered. */
  readonly accountName: string
  constructor({ name, ...parameters }: { name: string } & BaseErrorParameters) {
    super(errorRegisteringName(name), parameters)
    this.accountName = name
  }
}

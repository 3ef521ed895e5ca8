import { BaseError, type BaseErrorParameters } from './base'
import { ErrorMessages } from './messages'

/** Thrown when a sign-in-with-X action runs without SIWX configured. SPEC.md §8. */
export class SiwxNotEnabledError extends BaseError {
  override name = 'SiwxNotEnabledError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(ErrorMessages.SIWX_NOT_ENABLED, parameters)
  }
}

import { ErrorMessages } from '../errors/messages'

/**
 * The error map our schemas share: a missing value is `Required`, anything else `Invalid input`.
 * Set explicitly because validation libraries change their defaults.
 */
export function schemaError(issue: { readonly input?: unknown }): string {
  return issue.input === undefined ? ErrorMessages.REQUIRED : ErrorMessages.INVALID_INPUT
}

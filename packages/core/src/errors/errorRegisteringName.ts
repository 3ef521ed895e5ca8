import { ErrorMessages } from './messages'

/**
 * The name-registration failure message: `Error registering name {name}`.
 *
 * @example
 * errorRegisteringName('alice.airlock') // 'Error registering name alice.airlock'
 */
export function errorRegisteringName(name: string): string {
  return ErrorMessages.ERROR_REGISTERING_NAME.replace('{name}', name)
}

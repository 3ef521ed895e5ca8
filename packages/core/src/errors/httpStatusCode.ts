import { ErrorMessages } from './messages'

/**
 * The message of a non-OK HTTP response: `HTTP status code: {status}`.
 *
 * @example
 * httpStatusCode(404) // 'HTTP status code: 404'
 */
export function httpStatusCode(status: number): string {
  return ErrorMessages.HTTP_STATUS_CODE.replace('{status}', String(status))
}

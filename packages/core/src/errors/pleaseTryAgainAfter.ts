import { ErrorMessages } from './messages'

/**
 * The email-login retry message with its countdown: `Please try again after N seconds`.
 *
 * @example
 * pleaseTryAgainAfter(12) // 'Please try again after 12 seconds'
 */
export function pleaseTryAgainAfter(seconds: number): string {
  return ErrorMessages.PLEASE_TRY_AGAIN_AFTER.replace('{seconds}', String(seconds))
}

import { BaseError } from '@airlock/core'

/**
 * The words to show for a failed wallet request: core's errors carry the spec's words as
 * `shortMessage` (`Signature declined`), while `message` adds details meant for developers.
 *
 * @example
 * errorWords(new UserRejectedRequestError()) // 'Signature declined'
 */
export function errorWords(error: unknown): string {
  if (error instanceof BaseError) return error.shortMessage
  return error instanceof Error ? error.message : String(error)
}

import { BaseError, type BaseErrorParameters } from './base'
import { pleaseTryAgainAfter } from './pleaseTryAgainAfter'

/**
 * A second email login within 30 s of the last one: the message is
 * `Please try again after N seconds`; `retryAt` (ms since epoch) lets a view count down.
 */
export class EmailLoginRetryError extends BaseError {
  override name = 'EmailLoginRetryError'
  /** When a new attempt is allowed (ms since epoch). */
  readonly retryAt: number
  /** Whole seconds left when refused. */
  readonly seconds: number
  constructor({
    retryAt,
    now = Date.now(),
    ...parameters
  }: { retryAt: number; now?: number } & BaseErrorParameters) {
    const seconds = Math.max(1, Math.ceil((retryAt - now) / 1000))
    super(pleaseTryAgainAfter(seconds), parameters)
    this.retryAt = retryAt
    this.seconds = seconds
  }
}

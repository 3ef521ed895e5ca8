import type { BaseError } from '../errors/base'
import { InvalidAppConfigurationError } from '../errors/http'
import { InvalidProjectIdError } from './InvalidProjectIdError'

/**
 * What a relay's refusal means for the visitor, or `undefined` when `error` is not one. A relay
 * refuses a connection by closing the socket with code 3000 (`Unauthorized`); the SDK reports it as
 * `WebSocket connection closed abnormally with code: 3000 (<reason>)` and stops reconnecting. A
 * reason naming the origin is `Invalid App Configuration`; any other 3000 is `Invalid Project ID`.
 *
 * @example
 * relayer.on('relayer_error', (error) => { const refusal = toRelayRefusal(error); if (refusal) reject(refusal) })
 */
export function toRelayRefusal(error: unknown): BaseError | undefined {
  const message = error instanceof Error ? error.message : String(error)
  if (!/code:? 3000\b/.test(message)) return undefined
  if (/\borigin\b/i.test(message)) return new InvalidAppConfigurationError({ cause: error })
  return new InvalidProjectIdError({ cause: error })
}

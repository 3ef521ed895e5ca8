import { HttpError } from './errors'

/**
 * Stops a handler with a JSON error answer: `{ error: message, ...extra }` with `status`. It
 * throws itself, so both `httpError(...)` and `throw httpError(...)` read naturally; the app's
 * `onError` turns it into the response.
 *
 * @example
 * if (!isAddress(address)) throw httpError(400, 'Invalid address', { address })
 */
export function httpError(status: number, message: string, extra?: Record<string, unknown>): never {
  throw new HttpError(status, message, extra)
}

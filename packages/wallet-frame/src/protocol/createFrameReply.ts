import { ERROR_SUFFIX, FRAME_EVENT_PREFIX, SUCCESS_SUFFIX } from './constants'
import type { AppEventName, FrameErrorOf, FrameReplyPayloads, FrameSuccessOf } from './types'

/** The payload argument of a success reply: omitted for replies without one. */
export type FrameReplyPayloadArgs<K extends AppEventName> = undefined extends FrameReplyPayloads[K]
  ? [payload?: FrameReplyPayloads[K]]
  : [payload: FrameReplyPayloads[K]]

/**
 * Builds the success reply to the request `id` of event `name`.
 *
 * @example
 * createFrameSuccess('CONNECT_EMAIL', request.id, { action: 'VERIFY_OTP' })
 * // { type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', id: request.id, payload: { action: 'VERIFY_OTP' } }
 */
export function createFrameSuccess<K extends AppEventName>(
  name: K,
  id: string,
  ...[payload]: FrameReplyPayloadArgs<K>
): FrameSuccessOf<K> {
  const type = `${FRAME_EVENT_PREFIX}${name}${SUCCESS_SUFFIX}` as const
  return (payload === undefined ? { type, id } : { type, id, payload }) as FrameSuccessOf<K>
}

/**
 * Builds the error reply to the request `id` of event `name`. Without a message the page
 * reports `An error occurred`; `code` carries an RPC error code (e.g. 4001).
 *
 * @example
 * createFrameError('CONNECT_OTP', request.id, 'Invalid code')
 */
export function createFrameError<K extends AppEventName>(
  name: K,
  id: string,
  message?: string,
  code?: number,
): FrameErrorOf<K> {
  const payload = {
    ...(message === undefined ? {} : { message }),
    ...(code === undefined ? {} : { code }),
  }
  return { type: `${FRAME_EVENT_PREFIX}${name}${ERROR_SUFFIX}`, id, payload }
}

import { FRAME_EVENT_PREFIX } from './constants'
import type { FrameSessionUpdateEvent } from './types'

/**
 * Builds SESSION_UPDATE{token}: the frame's session token changed.
 *
 * @example
 * window.parent.postMessage(createFrameSessionUpdate(token), dappOrigin)
 */
export function createFrameSessionUpdate(token: string): FrameSessionUpdateEvent {
  return { type: `${FRAME_EVENT_PREFIX}SESSION_UPDATE`, payload: { token } }
}

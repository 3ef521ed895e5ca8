import { FRAME_EVENT_PREFIX } from './constants'
import type { FrameReadyEvent } from './types'

/**
 * Builds READY{version}: the frame is loaded and listening.
 *
 * @example
 * window.parent.postMessage(createFrameReady('4'), dappOrigin)
 */
export function createFrameReady(version: string | number): FrameReadyEvent {
  return { type: `${FRAME_EVENT_PREFIX}READY`, payload: { version } }
}

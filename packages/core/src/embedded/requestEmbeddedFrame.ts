import type { AirlockCore } from '../createAirlockCore'
import { loadEmbeddedFrame } from './loadEmbeddedFrame'
import type { EmbeddedFrameRequestOptions } from './types'

/**
 * Sends one app event to the frame (loading it first) and resolves with its reply. A request that
 * timed out means the frame stopped answering: it is told to RELOAD (it comes back empty-handed
 * and ready for the next request), after the caller's `onTimeout`.
 *
 * @example
 * const { action } = await requestEmbeddedFrame<{ action: string }>(core, 'CONNECT_EMAIL', { email })
 */
export async function requestEmbeddedFrame<reply>(
  core: AirlockCore,
  name: string,
  payload?: unknown,
  options: EmbeddedFrameRequestOptions = {},
): Promise<reply> {
  const frame = await loadEmbeddedFrame(core)
  const onTimeout = () => {
    try {
      options.onTimeout?.()
    } finally {
      frame.request('RELOAD').catch(() => undefined)
    }
  }
  return (await frame.request(name, payload, { ...options, onTimeout })) as reply
}

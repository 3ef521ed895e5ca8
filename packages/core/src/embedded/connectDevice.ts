import type { AirlockCore } from '../createAirlockCore'
import { isStillWaiting } from './isStillWaiting'
import { pause } from './pause'
import { requestEmbeddedFrame } from './requestEmbeddedFrame'
import type { EmbeddedWalletTimeout } from './types'

export type ConnectDeviceParameters = EmbeddedWalletTimeout & {
  /** Stops asking again (the visitor left the view). */
  signal?: AbortSignal | undefined
}

/**
 * Waits until the visitor approved this browser from the link the secure site mailed
 * (CONNECT_DEVICE, a long poll asked again while the answer is "not verified yet"); the code
 * follows. Rejects on a time-out (after `onTimeout`) or any other failure.
 *
 * @example
 * await connectDevice(core, { onTimeout: () => (timedOut = true) })
 */
export async function connectDevice(
  core: AirlockCore,
  { onTimeout, signal }: ConnectDeviceParameters = {},
): Promise<void> {
  for (;;) {
    try {
      await requestEmbeddedFrame(core, 'CONNECT_DEVICE', undefined, { onTimeout, signal })
      return
    } catch (error) {
      if (signal?.aborted || !isStillWaiting(error)) throw error
      await pause(500)
    }
  }
}

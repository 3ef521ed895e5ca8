import { MODAL_SHAKE_MS } from '../constants/timing'
import type { AirlockCore } from '../createAirlockCore'

/**
 * Shakes the modal for 500 ms: the answer to a close attempt that is refused.
 *
 * @example
 * shakeModal(core) // core.state.modal.shake is true for 500 ms
 */
export function shakeModal(core: AirlockCore): void {
  const { internals, state } = core
  clearTimeout(internals.shakeTimer)
  state.modal.shake = true
  internals.shakeTimer = setTimeout(() => {
    state.modal.shake = false
    internals.shakeTimer = undefined
  }, MODAL_SHAKE_MS)
}

import { TrackedEvents } from '../constants/events'
import type { AirlockCore } from '../createAirlockCore'
import { SiwxNotEnabledError } from '../errors/siwx'
import { getSiwxConfig } from '../siwx/getSiwxConfig'
import { closeModal } from './closeModal'
import { disconnect } from './disconnect'
import { trackEvent } from './trackEvent'

export type CancelSiwxErrorType = SiwxNotEnabledError

/**
 * The visitor cancels signing in: when sign-in is required the wallet is disconnected, otherwise
 * the modal just closes and the wallet stays connected without a session.
 *
 * @example
 * await cancelSiwx(core)
 */
export async function cancelSiwx(core: AirlockCore): Promise<void> {
  const siwx = getSiwxConfig(core)
  if (!siwx) throw new SiwxNotEnabledError()
  trackEvent(core, { event: TrackedEvents.CLICK_CANCEL_SIWX })
  core.state.siwx.status = 'idle'
  if (siwx.required) {
    try {
      await disconnect(core)
    } finally {
      closeModal(core, { force: true })
    }
    return
  }
  closeModal(core, { force: true })
}

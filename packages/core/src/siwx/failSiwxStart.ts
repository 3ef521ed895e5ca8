import { disconnect } from '../actions/disconnect'
import { resetView } from '../actions/resetView'
import { showAlert } from '../actions/showAlert'
import { trackEvent } from '../actions/trackEvent'
import { TrackedEvents } from '../constants/events'
import type { AirlockCore } from '../createAirlockCore'
import { SiwxInitializationError } from '../errors/siwx'

/**
 * Sign-in could not start (its sessions or message could not be had): says so, disconnects and
 * goes back to Connect.
 */
export async function failSiwxStart(core: AirlockCore, cause: unknown): Promise<void> {
  const error = new SiwxInitializationError({ cause })
  core.logger.warn('Airlock: sign-in could not start', error)
  trackEvent(core, {
    event: TrackedEvents.SIWX_AUTH_ERROR,
    properties: { message: error.shortMessage },
  })
  core.state.siwx.status = 'idle'
  showAlert(core, { messageId: 'authInitializationFailed', variant: 'error' })
  try {
    await disconnect(core)
  } catch {
    // The connection is forgotten locally whatever the wallet said.
  }
  resetView(core, 'Connect')
}

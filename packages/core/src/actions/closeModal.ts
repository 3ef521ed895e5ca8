import type { AirlockCore } from '../createAirlockCore'
import { isCloseDisabled } from './isCloseDisabled'
import { isConnected } from './isConnected'
import { ModalEvents } from './modalEvents'
import { resetWcUri } from './resetWcUri'
import { shakeModal } from './shakeModal'
import { trackEvent } from './trackEvent'

export type CloseModalParameters = {
  /** Close even where a visitor's close attempt is refused (for flows that finished). */
  force?: boolean
}

/** `true` when the modal closed, `false` when the close was refused and the modal shook. */
export type CloseModalReturnType = boolean

/**
 * Closes the modal and resets the pairing URI. A close attempt is refused, and the
 * modal shakes for 500 ms instead, when {@link isCloseDisabled} holds or the view is
 * `UnsupportedChain`, unless `force` is set.
 *
 * @example
 * closeModal(core) // true, or false and a shake when refused
 */
export function closeModal(
  core: AirlockCore,
  parameters: CloseModalParameters = {},
): CloseModalReturnType {
  const { state } = core
  if (!parameters.force && (state.router.view === 'UnsupportedChain' || isCloseDisabled(core))) {
    shakeModal(core)
    return false
  }
  const wasOpen = state.modal.open
  state.modal.open = false
  state.modal.loading = false
  state.router.transactionStack = []
  resetWcUri(core)
  if (wasOpen)
    trackEvent(core, {
      event: ModalEvents.MODAL_CLOSE,
      properties: { connected: isConnected(core) },
    })
  return true
}

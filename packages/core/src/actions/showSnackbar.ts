import { SNACKBAR_RESHOW_MS } from '../constants/timing'
import type { AirlockCore } from '../createAirlockCore'
import type { MessageContent } from '../messages/formatMessage'
import type { SnackbarVariant } from '../state/types'

export type ShowSnackbarParameters = {
  variant: SnackbarVariant
} & MessageContent

/**
 * Shows a toast. When one is showing (or about to show), it is hidden first and the new one
 * appears 150 ms later: "a toast can be shown again after 150 ms". Core passes a
 * catalogue id (`messageId`), never English words; views may pass the text they looked up.
 *
 * @example
 * showSnackbar(core, { messageId: 'transactionStarted', variant: 'success' })
 */
export function showSnackbar(core: AirlockCore, parameters: ShowSnackbarParameters): void {
  const { internals, state } = core
  const show = (): void => {
    internals.snackbarTimer = undefined
    state.snackbar.message = parameters.message ?? ''
    state.snackbar.messageId = parameters.messageId
    state.snackbar.params = parameters.params
    state.snackbar.variant = parameters.variant
    state.snackbar.open = true
  }
  if (!state.snackbar.open && internals.snackbarTimer === undefined) {
    show()
    return
  }
  clearTimeout(internals.snackbarTimer)
  state.snackbar.open = false
  internals.snackbarTimer = setTimeout(show, SNACKBAR_RESHOW_MS)
}

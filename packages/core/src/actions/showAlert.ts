import type { AirlockCore } from '../createAirlockCore'
import type { MessageContent } from '../messages/formatMessage'
import type { AlertVariant } from '../state/types'

export type ShowAlertParameters = {
  variant: AlertVariant
} & MessageContent

/**
 * Shows an alert banner, such as `Project ID Not Configured` or `Network Not Found`.
 * A new alert replaces the one showing. Core passes a catalogue id
 * (`messageId`), never English words.
 *
 * @example
 * showAlert(core, { messageId: 'sessionExpired', variant: 'warning' })
 */
export function showAlert(core: AirlockCore, parameters: ShowAlertParameters): void {
  core.state.alert.message = parameters.message ?? ''
  core.state.alert.messageId = parameters.messageId
  core.state.alert.params = parameters.params
  core.state.alert.variant = parameters.variant
  core.state.alert.open = true
}

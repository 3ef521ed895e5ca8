import type { AirlockCore } from '../createAirlockCore'
import type { AlertVariant } from '../state/types'

export type ShowAlertParameters = {
  message: string
  variant: AlertVariant
}

/**
 * Shows an alert banner, such as `Project ID Not Configured` or `Network Not Found`
 * (SPEC.md §8 "Other alerts"). A new alert replaces the one showing.
 *
 * @example
 * showAlert(core, { message: ErrorMessages.SESSION_EXPIRED, variant: 'warning' })
 */
export function showAlert(core: AirlockCore, parameters: ShowAlertParameters): void {
  core.state.alert.message = parameters.message
  core.state.alert.variant = parameters.variant
  core.state.alert.open = true
}

import type { AirlockCore } from '../createAirlockCore'

/**
 * Hides the alert banner.
 *
 * @example
 * hideAlert(core)
 */
export function hideAlert(core: AirlockCore): void {
  core.state.alert.open = false
}

import type { AirlockCore } from '../createAirlockCore'

/**
 * Hides the alert banner. SPEC.md §8.
 *
 * @example
 * hideAlert(core)
 */
export function hideAlert(core: AirlockCore): void {
  core.state.alert.open = false
}

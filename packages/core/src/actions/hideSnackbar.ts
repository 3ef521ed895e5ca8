import type { AirlockCore } from '../createAirlockCore'

/**
 * Hides the toast, and drops one waiting to be shown.
 *
 * @example
 * hideSnackbar(core)
 */
export function hideSnackbar(core: AirlockCore): void {
  clearTimeout(core.internals.snackbarTimer)
  core.internals.snackbarTimer = undefined
  core.state.snackbar.open = false
}

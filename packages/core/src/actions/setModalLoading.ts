import type { AirlockCore } from '../createAirlockCore'

/**
 * Sets the modal's loading flag. SPEC.md §4 ("the modal has open, close and loading flags").
 *
 * @example
 * setModalLoading(core, true)
 */
export function setModalLoading(core: AirlockCore, loading: boolean): void {
  core.state.modal.loading = loading
}

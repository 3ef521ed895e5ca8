import type { AirlockCore } from '../createAirlockCore'

/**
 * Sets the modal's loading flag.
 *
 * @example
 * setModalLoading(core, true)
 */
export function setModalLoading(core: AirlockCore, loading: boolean): void {
  core.state.modal.loading = loading
}

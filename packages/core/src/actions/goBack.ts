import type { AirlockCore } from '../createAirlockCore'
import { closeModal } from './closeModal'

/**
 * Goes back one view; from the first view it closes the modal (which may be refused).
 *
 * @example
 * goBack(core)
 */
export function goBack(core: AirlockCore): void {
  const { router } = core.state
  const previous = router.history.at(-2)
  if (previous === undefined) {
    closeModal(core)
    return
  }
  router.history.pop()
  router.view = previous
}

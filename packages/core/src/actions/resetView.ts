import type { AirlockCore } from '../createAirlockCore'
import type { RouterData } from '../state/types'
import type { View } from '../state/views'

/**
 * Starts the history over at `view`.
 *
 * @example
 * resetView(core, 'Connect')
 */
export function resetView(core: AirlockCore, view: View, data?: RouterData): void {
  const { router } = core.state
  router.history = [view]
  router.view = view
  router.data = data
}

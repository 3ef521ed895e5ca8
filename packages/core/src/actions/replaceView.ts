import type { AirlockCore } from '../createAirlockCore'
import type { RouterData } from '../state/types'
import type { View } from '../state/views'

/**
 * Shows `view` in place of the current one, so going back skips the view it replaced.
 *
 * @example
 * replaceView(core, 'Account')
 */
export function replaceView(core: AirlockCore, view: View, data?: RouterData): void {
  const { router } = core.state
  router.history.splice(-1, 1, view)
  router.view = view
  router.data = data
}

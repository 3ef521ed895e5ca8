import type { AirlockCore } from '../createAirlockCore'
import type { RouterData } from '../state/types'
import type { View } from '../state/views'

/**
 * Shows `view` on top of the history; pushing the current view again only replaces its data.
 *
 * @example
 * pushView(core, 'ConnectingExternal', { connector })
 */
export function pushView(core: AirlockCore, view: View, data?: RouterData): void {
  const { router } = core.state
  if (router.view !== view) router.history.push(view)
  router.view = view
  router.data = data
}

import type { AirlockCore } from '../createAirlockCore'

/**
 * Goes back to the view at `index` of the history, dropping the views after it. An index outside
 * the history does nothing.
 *
 * @example
 * goBackToIndex(core, 0) // back to the first view
 */
export function goBackToIndex(core: AirlockCore, index: number): void {
  const { router } = core.state
  const view = router.history[index]
  if (view === undefined || index < 0) return
  router.history = router.history.slice(0, index + 1)
  router.view = view
}

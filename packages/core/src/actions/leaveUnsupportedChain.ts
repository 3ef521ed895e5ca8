import type { AirlockCore } from '../createAirlockCore'
import { closeModal } from './closeModal'
import { goBack } from './goBack'

/**
 * Leaves the UnsupportedChain view once the wallet is on a configured network again: back to the
 * view before it, or closed when it was the first. Does nothing on any other view.
 *
 * @example
 * leaveUnsupportedChain(core)
 */
export function leaveUnsupportedChain(core: AirlockCore): void {
  const { router } = core.state
  if (router.view !== 'UnsupportedChain') return
  if (router.history.length > 1) goBack(core)
  else closeModal(core, { force: true })
}

import { type Snapshot, snapshot, subscribe } from 'valtio/vanilla'
import type { AirlockCore } from '../createAirlockCore'
import type { AirlockState } from './types'

/**
 * Calls `listener` with a snapshot of the core's state after each batch of changes (valtio's
 * `subscribe`). Returns the unsubscribe function. React binds with `useSnapshot(core.state)`
 * instead; this is for everything else.
 *
 * @example
 * const stop = subscribeState(core, (state) => console.info(state.modal.open))
 */
export function subscribeState(
  core: AirlockCore,
  listener: (state: Snapshot<AirlockState>) => void,
): () => void {
  return subscribe(core.state, () => listener(snapshot(core.state)))
}

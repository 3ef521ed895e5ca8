import { type ViewChunk, viewChunk } from '../internal/preloadable'
import type { ModalProps } from './Modal'

/**
 * The modal's chunk (the shell, the router and the Connect and Account views). Once loaded,
 * `modalChunk.view` is the component, so an open renders it in the same pass.
 */
export const modalChunk: ViewChunk<ModalProps> = viewChunk<ModalProps>(() =>
  import('./Modal').then((module) => module.Modal),
)

/**
 * Loads the modal's chunk. Called when the modal first opens, and earlier when the visitor shows
 * intent on a connect button (DESIGN.md "Performance") or, with `preloadModal: 'idle'`, once the
 * page is idle. Concurrent calls share one load; a failed load is asked again next time.
 */
export function loadModal(): Promise<void> {
  return modalChunk.preload()
}

import { subscribe } from 'valtio/vanilla'
import type { AirlockCore } from '../createAirlockCore'

/**
 * Follows the modal for the embedded wallet: once ApproveTransaction was on show for pending
 * requests, closing the modal or leaving the view cancels them (CANCEL_REQUEST); leaving
 * ConnectingSocial or ConnectingFarcaster stops that login. It follows state, not mounted
 * components, so a view drawn twice (React's StrictMode) or remounted changes nothing. Returns the
 * unsubscribe.
 *
 * @example
 * const stop = watchEmbeddedWallet(core)
 */
export function watchEmbeddedWallet(core: AirlockCore): () => void {
  const check = () => {
    const { modal, router, embedded } = core.state
    const internals = core.internals.embedded
    const on = (view: string) => modal.open && router.view === view
    if (embedded.pendingRequests.length > 0) {
      if (on('ApproveTransaction')) internals.approvalShown = true
      else if (internals.approvalShown) {
        internals.approvalShown = false
        // Loaded on use: the watcher is in every core with an embedded wallet, the frame's code not.
        void import('./rejectRequest').then(({ rejectRequest }) => rejectRequest(core))
      }
    }
    if (internals.stopSocial && !on('ConnectingSocial')) internals.stopSocial()
    if (internals.stopFarcaster && !on('ConnectingFarcaster')) internals.stopFarcaster()
  }
  const stops = [subscribe(core.state.router, check), subscribe(core.state.modal, check)]
  return () => {
    for (const stop of stops) stop()
  }
}

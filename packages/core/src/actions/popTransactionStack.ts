import type { AirlockCore } from '../createAirlockCore'
import { closeModal } from './closeModal'
import { goBack } from './goBack'
import { replaceView } from './replaceView'
import { resetView } from './resetView'

/** How the flow of a transaction-stack entry ended. */
export type PopTransactionStackResult = 'success' | 'error' | 'cancel'

/**
 * Ends the flow on top of the transaction stack: on success or error the stack is popped, or
 * the modal is closed. With an empty stack the modal closes. Otherwise the entry is
 * popped and followed: a cancel or `goBack` goes back one view (or closes from the first view), `view` goes there (replacing the
 * current view with `replace`, else starting the history over), an entry naming no destination
 * closes the modal. Then the entry's `onSuccess`, `onError` or `onCancel` runs.
 *
 * @example
 * pushTransactionStack(core, { goBack: true })
 * pushView(core, 'ApproveTransaction')
 * popTransactionStack(core, 'success') // back on the view before ApproveTransaction
 */
export function popTransactionStack(core: AirlockCore, result: PopTransactionStackResult): void {
  const entry = core.state.router.transactionStack.pop()
  if (!entry) {
    closeModal(core, { force: true })
    return
  }
  const { history } = core.state.router
  if (result === 'cancel' || entry.goBack) {
    if (history.length > 1) goBack(core)
    else closeModal(core, { force: true })
  } else if (entry.view && entry.replace) replaceView(core, entry.view)
  else if (entry.view) resetView(core, entry.view)
  else closeModal(core, { force: true })

  if (result === 'success') entry.onSuccess?.()
  else if (result === 'error') entry.onError?.()
  else entry.onCancel?.()
}

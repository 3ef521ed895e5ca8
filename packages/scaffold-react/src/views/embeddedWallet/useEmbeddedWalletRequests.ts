import { openModal, pushTransactionStack, pushView, showSnackbar } from '@airlock/core'
import { useEffect } from 'react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { getEmbeddedWallet } from './getEmbeddedWallet'

/**
 * Follows the embedded wallet's requests while the provider is mounted (SPEC.md §4
 * "Authentication-wallet requests"): an unsafe request opens ApproveTransaction (pushed on an open
 * modal, with a stack entry that goes back to where the visitor was; else the modal opens on it
 * and closes after), and a refused method shows `Action not allowed` (SPEC.md §8).
 */
export function useEmbeddedWalletRequests(): void {
  const { core, messages } = useAirlockInstance()
  const wallet = getEmbeddedWallet(core)
  useEffect(() => {
    if (!wallet) return undefined
    let last = wallet.getSnapshot()
    return wallet.subscribe(() => {
      const next = wallet.getSnapshot()
      const previous = last
      last = next
      if (next.pendingRequest && next.pendingRequest !== previous.pendingRequest) {
        if (core.state.modal.open) {
          pushTransactionStack(core, { goBack: true })
          pushView(core, 'ApproveTransaction')
        } else {
          openModal(core, { view: 'ApproveTransaction' })
        }
      }
      if (next.refusedRequests > previous.refusedRequests) {
        showSnackbar(core, { message: messages.actionNotAllowed, variant: 'error' })
      }
    })
  }, [core, wallet, messages])
}

import { hideEmbeddedFrame, showEmbeddedFrame } from '@airlock/core'
import { Spinner } from '@airlock/ui'
import { type ReactElement, useEffect, useRef } from 'react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { useEmbeddedWallet } from '../embeddedWallet/useEmbeddedWallet'

// Room for the frame's approval screen (what will be signed, Approve and Reject).
const FRAME_MIN_HEIGHT = 420

/**
 * ApproveTransaction: the secure frame itself, shown over this view's body. The
 * frame, on the secure site's origin, shows what will be signed with its own Approve and Reject;
 * the page cannot approve. Focus moves into the frame and back to the modal when the view leaves.
 * Core settles the request with the frame's answer and pops the stack or closes the modal; closing
 * the modal or leaving the view cancels what is not answered yet (core follows state, so a view
 * drawn twice by StrictMode cancels nothing).
 */
export default function ApproveTransaction(): ReactElement | null {
  const { core, messages } = useAirlockInstance()
  const { available, embedded } = useEmbeddedWallet()
  const body = useRef<HTMLDivElement>(null)
  const waiting = embedded.pendingRequests.length > 0

  useEffect(() => {
    const anchor = body.current
    if (!available || !waiting || !anchor) return undefined
    void showEmbeddedFrame(core, anchor, { title: messages.approveTransactionTitle })
    return () => {
      hideEmbeddedFrame(core)
      // Focus comes back to the modal (the frame held it).
      const dialog = anchor.closest<HTMLElement>('[role="dialog"]')
      if (dialog?.isConnected) dialog.focus({ preventScroll: true })
    }
  }, [core, available, waiting, messages])

  if (!available || !waiting) return null
  return (
    <div
      ref={body}
      className="al-stack al-approve"
      style={{ minHeight: FRAME_MIN_HEIGHT }}
      aria-busy="true"
    >
      <Spinner label={messages.loading} />
    </div>
  )
}

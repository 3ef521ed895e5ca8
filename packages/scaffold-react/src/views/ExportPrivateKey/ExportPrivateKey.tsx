import {
  exportEmbeddedPrivateKey,
  goBack,
  hideEmbeddedFrame,
  showEmbeddedFrame,
  showSnackbar,
} from '@airlock/core'
import { Spinner } from '@airlock/ui'
import { type ReactElement, useEffect, useRef } from 'react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { useEmbeddedWallet } from '../embeddedWallet/useEmbeddedWallet'

// Room for the frame's key export screen (warning, code field, then the key with Copy and Close).
const FRAME_MIN_HEIGHT = 420

/**
 * ExportPrivateKey (`Export private key` in Account): the secure frame itself, shown over this
 * view's body, draws its key export screen (EXPORT_PRIVATE_KEY): a fresh code mailed to the
 * wallet's email is typed inside the frame, then the key is shown inside the frame only; the page
 * never sees it. The view sends the request once (no time-out: the visitor takes their time) and
 * goes back when the frame answers (the visitor closed the screen). Leaving the view cancels
 * nothing: the frame is hidden, its screen waits unseen, and a later export shares it.
 */
export default function ExportPrivateKey(): ReactElement | null {
  const { core, messages } = useAirlockInstance()
  const { available } = useEmbeddedWallet()
  const body = useRef<HTMLDivElement>(null)
  // Once per view: StrictMode runs the effect twice on the same view, which must not send twice.
  const sent = useRef(false)
  // The effect run that shows the frame now (StrictMode runs it twice on the same view).
  const showing = useRef<object | undefined>(undefined)

  useEffect(() => {
    if (!available || sent.current) return
    sent.current = true
    const back = () => {
      const { modal, router } = core.state
      if (modal.open && router.view === 'ExportPrivateKey') goBack(core)
    }
    exportEmbeddedPrivateKey(core).then(back, () => {
      showSnackbar(core, { message: messages.somethingWentWrong, variant: 'error' })
      back()
    })
  }, [core, available, messages])

  useEffect(() => {
    const anchor = body.current
    if (!available || !anchor) return undefined
    const run = {}
    showing.current = run
    void showEmbeddedFrame(core, anchor, { title: messages.exportPrivateKeyTitle }).then(() => {
      // The view left while the frame was loading (and no later run shows it): hide it again.
      if (showing.current === undefined) hideEmbeddedFrame(core)
    })
    return () => {
      if (showing.current === run) showing.current = undefined
      hideEmbeddedFrame(core)
      // Focus comes back to the modal (the frame held it).
      const dialog = anchor.closest<HTMLElement>('[role="dialog"]')
      if (dialog?.isConnected) dialog.focus({ preventScroll: true })
    }
  }, [core, available, messages])

  if (!available) return null
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

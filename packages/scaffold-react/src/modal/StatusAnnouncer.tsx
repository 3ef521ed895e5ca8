import type { ConnectionStatus } from '@airlock/core'
import { type ReactElement, useEffect, useRef, useState } from 'react'
import { useAirlockAccount } from '../hooks/useAirlockAccount'
import { useAirlockInstance } from '../hooks/useAirlockInstance'

/**
 * A polite live region that tells screen-reader users when the connection status changes
 * (`Connecting`, `Connected`, `Disconnected`), in the catalogue's words. Copy confirmations,
 * toasts and error alerts announce themselves where they are shown.
 */
export function StatusAnnouncer(): ReactElement {
  const { messages } = useAirlockInstance()
  const { status } = useAirlockAccount()
  const previous = useRef<ConnectionStatus>(status)
  const [text, setText] = useState('')
  useEffect(() => {
    // The status the modal first saw is not news; StrictMode's second run changes nothing.
    if (previous.current === status) return
    previous.current = status
    setText(
      status === 'connected'
        ? messages.connected
        : status === 'connecting'
          ? messages.connecting
          : messages.disconnected,
    )
  }, [status, messages])
  return (
    <span className="al-sr-only" role="status">
      {text}
    </span>
  )
}

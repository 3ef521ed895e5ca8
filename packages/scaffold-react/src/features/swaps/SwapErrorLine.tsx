import type { ReactElement } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'

/** The swap form's last error (in the catalogue's words), with the detail. */
export function SwapErrorLine(): ReactElement | null {
  const { core, messages } = useAirlockInstance()
  const error = useSnapshot(core.state).swap?.error
  if (!error) return null
  return (
    <p className="al-swap-error" role="alert" title={error.detail}>
      {messages[error.messageId]}
    </p>
  )
}

import { lazy, type ReactElement, Suspense, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../hooks/useAirlockInstance'
import { useEmbeddedWalletRequests } from '../views/embeddedWallet/useEmbeddedWalletRequests'
import { loadModal } from './loadModal'

const LazyModal = lazy(loadModal)

export type ModalPlacement = 'body' | 'inPlace' | 'inline'

/**
 * Mounts the modal's chunk once the modal first opens (or at once when inline). `body` appends it
 * to `document.body` after mount, so a server render never touches `document`.
 */
export function ModalHost({ placement }: { placement: ModalPlacement }): ReactElement | null {
  const { core } = useAirlockInstance()
  const { open } = useSnapshot(core.state.modal)
  const [opened, setOpened] = useState(false)
  const [container, setContainer] = useState<Element | null>(null)
  // An embedded wallet's unsafe request opens the modal on ApproveTransaction, even closed.
  useEmbeddedWalletRequests()
  useEffect(() => {
    if (open) setOpened(true)
  }, [open])
  useEffect(() => {
    if (placement === 'body') setContainer(document.body)
  }, [placement])

  if (placement !== 'inline' && !open && !opened) return null
  if (placement === 'body' && !container) return null
  return (
    <Suspense fallback={null}>
      <LazyModal container={container} inline={placement === 'inline'} />
    </Suspense>
  )
}

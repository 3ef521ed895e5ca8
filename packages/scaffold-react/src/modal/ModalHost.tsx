import { type ReactElement, useEffect, useReducer, useState } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../hooks/useAirlockInstance'
import { useEmbeddedWalletRequests } from '../views/embeddedWallet/useEmbeddedWalletRequests'
import { useSocialRedirectReturn } from '../views/embeddedWallet/useSocialRedirectReturn'
import { loadModal, modalChunk } from './loadModal'
import { useIsActiveHost } from './ModalHosts'
import { preloadWhenIdle } from './preloadWhenIdle'

export type ModalPlacement = 'body' | 'inPlace' | 'inline'

/**
 * Mounts the modal's chunk once the modal first opens (or at once when inline); the chunk itself
 * is preloaded on intent, or when the page is idle with `preloadModal: 'idle'`. `body` appends it
 * to `document.body` after mount, so a server render never touches `document`.
 *
 * The chunk is awaited here and the modal rendered only once it has arrived, rather than through
 * `lazy()` + `Suspense`: React holds back content that resolves after a Suspense fallback for up to
 * 300 ms (its reveal throttle), which measured as ~300 ms between the click and the wallet list
 * even with the chunk prefetched on hover (bench/README.md).
 */
export function ModalHost({ placement }: { placement: ModalPlacement }): ReactElement | null {
  // One host per provider renders the modal and answers embedded-wallet requests: an inline
  // `<AirlockModal inline/>` while one is mounted, else the appended one (SPEC.md §2).
  return useIsActiveHost(placement) ? <ActiveModalHost placement={placement} /> : null
}

function ActiveModalHost({ placement }: { placement: ModalPlacement }): ReactElement | null {
  const { core, preloadModal } = useAirlockInstance()
  // `sync`: the click that opens the modal re-renders this host inside the click's own event
  // (React's discrete priority), not in a later scheduler task.
  const { open } = useSnapshot(core.state.modal, { sync: true })
  const [opened, setOpened] = useState(false)
  const [container, setContainer] = useState<Element | null>(null)
  const [, chunkArrived] = useReducer((count: number) => count + 1, 0)
  // An embedded wallet's unsafe request opens the modal on ApproveTransaction, even closed.
  useEmbeddedWalletRequests()
  // Back from a social login that went by redirect: the modal opens to finish it.
  useSocialRedirectReturn()
  useEffect(() => {
    if (open) setOpened(true)
  }, [open])
  useEffect(() => {
    if (placement === 'body') setContainer(document.body)
  }, [placement])
  // With `preloadModal: 'idle'` the first click finds the modal's code already evaluated
  // (bench/README.md); by default it waits for intent (`useIntent`) or the first opening.
  useEffect(() => {
    if (preloadModal === 'idle') return preloadWhenIdle(loadModal)
  }, [preloadModal])
  const wanted = placement === 'inline' || open || opened
  // Loaded already (intent, idle preload, an earlier open): rendered in this same pass.
  const Modal = modalChunk.view
  // biome-ignore lint/correctness/useExhaustiveDependencies: `open` is a dependency on purpose: after a failed load, the next open asks for the chunk again
  useEffect(() => {
    if (!wanted || Modal) return
    let current = true
    // A chunk that fails to load (offline, a new deploy) leaves the page as it was; the next open
    // asks again.
    loadModal().then(
      () => {
        if (current) chunkArrived()
      },
      () => {
        if (current) setOpened(false)
      },
    )
    return () => {
      current = false
    }
  }, [wanted, Modal, open])

  if (!wanted || !Modal) return null
  if (placement === 'body' && !container) return null
  return <Modal container={container} inline={placement === 'inline'} />
}

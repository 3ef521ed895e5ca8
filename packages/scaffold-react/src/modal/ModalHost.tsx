import { type ReactElement, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio/react'
import { useOnrampRedirectReturn } from '../features/onramp/useOnrampRedirectReturn'
import { useAirlockInstance } from '../hooks/useAirlockInstance'
import { useSocialRedirectReturn } from '../views/embeddedWallet/useSocialRedirectReturn'
import { Modal } from './Modal'
import { useIsActiveHost } from './ModalHosts'
import { preloadWhenIdle } from './preloadWhenIdle'
import { preloadViews } from './ViewRouter'

export type ModalPlacement = 'body' | 'inPlace' | 'inline'

/**
 * Mounts the modal once it first opens or core first shows a toast (or at once when inline). The modal and its Connect view
 * are in the page's first load, so the click that opens it renders the wallet list in the same
 * event, with no code to fetch (bench/README.md); the other views are chunks (`ViewRouter`),
 * preloaded once the modal has opened, or when the page is idle with `preloadModal: 'idle'`.
 * `body` appends it to `document.body` after mount, so a server render never touches `document`.
 */
export function ModalHost({ placement }: { placement: ModalPlacement }): ReactElement | null {
  // One host per provider renders the modal (core opens it for an embedded wallet's approval): an inline
  // `<AirlockModal inline/>` while one is mounted, else the appended one (SPEC.md §2).
  return useIsActiveHost(placement) ? <ActiveModalHost placement={placement} /> : null
}

function ActiveModalHost({ placement }: { placement: ModalPlacement }): ReactElement | null {
  const { core, preloadModal } = useAirlockInstance()
  // `sync`: the click that opens the modal re-renders this host inside the click's own event
  // (React's discrete priority), not in a later scheduler task.
  const { open } = useSnapshot(core.state.modal, { sync: true })
  // A toast core shows before the modal was ever opened (`Session Expired` when the wallet ends
  // the session) needs the modal's root, where toasts live.
  const { open: toast } = useSnapshot(core.state.snackbar)
  const [opened, setOpened] = useState(false)
  const [container, setContainer] = useState<Element | null>(null)
  // Back from a social login that went by redirect: the modal opens to finish it.
  useSocialRedirectReturn()
  // Back from an on-ramp provider the page went to: the modal opens on the purchase.
  useOnrampRedirectReturn()
  useEffect(() => {
    if (open || toast) setOpened(true)
  }, [open, toast])
  useEffect(() => {
    if (placement === 'body') setContainer(document.body)
  }, [placement])
  // With `preloadModal: 'idle'` the views the modal leads to are fetched once the page is idle,
  // before the first opening; by default the open modal fetches them.
  useEffect(() => {
    if (preloadModal === 'idle') return preloadWhenIdle(preloadViews)
  }, [preloadModal])
  const wanted = placement === 'inline' || open || opened

  if (!wanted) return null
  if (placement === 'body' && !container) return null
  return <Modal container={container} inline={placement === 'inline'} />
}

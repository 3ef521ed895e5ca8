import {
  createContext,
  type ReactElement,
  type ReactNode,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react'
import type { ModalPlacement } from './ModalHost'

type ModalHosts = {
  /** Inline modals mounted now, the first mounted first. */
  inline: readonly string[]
  /** Registers an inline modal; returns its removal. */
  register(id: string): () => void
}

const ModalHostsContext = createContext<ModalHosts | undefined>(undefined)

/**
 * Keeps track of the inline modals of one provider, so exactly one host shows the modal and
 * answers embedded-wallet requests: the first inline modal while one is mounted, otherwise the
 * appended (or in-place) one. Per provider, not per module: two Airlocks on a page never meet.
 */
export function ModalHostsProvider({ children }: { children?: ReactNode }): ReactElement {
  const [inline, setInline] = useState<readonly string[]>([])
  const register = useCallback((id: string) => {
    setInline((list) => [...list, id])
    return () => setInline((list) => list.filter((item) => item !== id))
  }, [])
  const value = useMemo(() => ({ inline, register }), [inline, register])
  return <ModalHostsContext.Provider value={value}>{children}</ModalHostsContext.Provider>
}

/** Whether the host with this placement is the one that renders the modal now. */
export function useIsActiveHost(placement: ModalPlacement): boolean {
  const hosts = useContext(ModalHostsContext)
  const id = useId()
  const isInline = placement === 'inline'
  const register = hosts?.register
  // Before paint, so the appended host never renders a frame next to an inline one.
  useLayoutEffect(() => (isInline && register ? register(id) : undefined), [isInline, register, id])
  if (!hosts) return true
  return isInline ? hosts.inline[0] === id : hosts.inline.length === 0
}

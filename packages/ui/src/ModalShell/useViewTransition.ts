import { type ReactNode, useRef, useState } from 'react'
import { VIEW_TRANSITION_MS } from '../constants/timings'
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect'

export type ExitingView = { view: string; children: ReactNode }

/**
 * A view change cross-fades for 150 ms: the new view mounts at once (its effects are
 * not delayed) and the previous one stays on top, inert, while it fades out. Returns the view
 * that is leaving, if any.
 */
export function useViewTransition(
  view: string,
  children: ReactNode,
  reducedMotion: boolean,
): ExitingView | null {
  const last = useRef<ExitingView>({ view, children })
  const [exiting, setExiting] = useState<ExitingView | null>(null)

  useIsomorphicLayoutEffect(() => {
    const previous = last.current
    if (previous.view === view || reducedMotion) return
    setExiting(previous)
    return () => setExiting(null)
  }, [view, reducedMotion])

  // The clock starts once the leaving view is on screen: a slow render of the new view (a busy
  // phone, StrictMode's second mount) must not eat into its fade.
  useIsomorphicLayoutEffect(() => {
    if (!exiting) return
    const timer = setTimeout(() => setExiting(null), VIEW_TRANSITION_MS)
    return () => clearTimeout(timer)
  }, [exiting])

  // After every commit: what "the previous view" means for the next change.
  useIsomorphicLayoutEffect(() => {
    last.current = { view, children }
  })

  return exiting
}

import { type RefObject, useRef } from 'react'
import { getDeepActiveElement } from '../internal/getDeepActiveElement'
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect'

/**
 * On a view change, focus moves to the header's heading, so a screen reader announces the new
 * view and Escape and Tab keep working (the previous view's focused control is gone, which would
 * leave focus on the page's body). A view that focused one of its own controls on mount (an
 * `autoFocus` input) keeps it. Embedded in the page, the heading takes focus only when the focus
 * was in the modal: a view change must not pull the visitor away from the rest of the page.
 */
export function useViewFocus(
  view: string,
  heading: RefObject<HTMLElement | null>,
  content: RefObject<HTMLElement | null>,
  dialog: RefObject<HTMLElement | null>,
  embedded: boolean,
): void {
  const shown = useRef(view)
  const focusWasInside = useRef(false)
  // Before the commit that swaps the view removes the focused control: where was the focus?
  const element = dialog.current
  focusWasInside.current = Boolean(element?.contains(getDeepActiveElement(element.ownerDocument)))

  useIsomorphicLayoutEffect(() => {
    if (shown.current === view) return
    shown.current = view
    const target = heading.current
    if (!target) return
    const active = getDeepActiveElement(target.ownerDocument)
    if (content.current?.contains(active)) return
    if (embedded && !focusWasInside.current) return
    target.focus({ preventScroll: true })
  }, [view, heading, content, embedded])
}

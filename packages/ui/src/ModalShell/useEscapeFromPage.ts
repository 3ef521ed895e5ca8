import { type RefObject, useRef } from 'react'
import { getDeepActiveElement } from '../internal/getDeepActiveElement'
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect'

/**
 * Escape still closes a modal dialog when the focus has fallen to the page's body (a control
 * that disappeared takes the focus with it): the dialog's own key handler never hears that key.
 */
export function useEscapeFromPage(
  dialog: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
): void {
  const latest = useRef(onEscape)
  useIsomorphicLayoutEffect(() => {
    latest.current = onEscape
  })
  useIsomorphicLayoutEffect(() => {
    const element = dialog.current
    if (!active || !element) return
    const doc = element.ownerDocument
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      const focused = getDeepActiveElement(doc)
      if (focused && focused !== doc.body && focused !== doc.documentElement) return
      event.preventDefault()
      latest.current()
    }
    doc.addEventListener('keydown', onKeyDown)
    return () => doc.removeEventListener('keydown', onKeyDown)
  }, [active, dialog])
}

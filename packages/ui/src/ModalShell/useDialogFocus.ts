import { type KeyboardEvent, type RefObject, useCallback, useRef } from 'react'
import { getDeepActiveElement } from '../internal/getDeepActiveElement'
import { getFocusable } from '../internal/getFocusable'
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect'

/**
 * Focus for a modal dialog: on open, focus moves into the dialog (unless a child already took it,
 * e.g. an `autoFocus` input) and returns to where it was on close; Tab and Shift+Tab wrap inside;
 * focus that escapes to the host page is brought back. "Inside" is the dialog's shadow root when
 * it has one, so menus and tooltips portalled next to the dialog keep their focus.
 * React StrictMode runs the effect twice on mount: the second run finds the focus already inside
 * and keeps the opener the first run saw, so closing still returns to it.
 */
export function useDialogFocus(
  dialog: RefObject<HTMLElement | null>,
  active: boolean,
): (event: KeyboardEvent<HTMLElement>) => void {
  const opener = useRef<Element | null>(null)
  useIsomorphicLayoutEffect(() => {
    const element = dialog.current
    if (!active || !element) return
    const doc = element.ownerDocument
    const current = getDeepActiveElement(doc)
    if (!element.contains(current)) {
      opener.current = current
      element.focus({ preventScroll: true })
    }

    const region = element.getRootNode()
    const onFocusIn = (event: FocusEvent) => {
      const target = event.composedPath()[0]
      const inside =
        target instanceof Node &&
        (region instanceof ShadowRoot ? region.contains(target) : element.contains(target))
      if (!inside) element.focus({ preventScroll: true })
    }
    doc.addEventListener('focusin', onFocusIn)
    return () => {
      // The listener goes first, or it would pull the restored focus straight back in.
      doc.removeEventListener('focusin', onFocusIn)
      // After the commit: React re-focuses what was focused before it (the shadow host, as
      // document.activeElement sees it) at the end of the commit, after this cleanup ran.
      queueMicrotask(() => {
        // Still in the page: the effect is only re-running (StrictMode), the dialog stays open.
        if (element.isConnected && dialog.current === element) return
        const restoreTo = opener.current
        opener.current = null
        if (restoreTo instanceof HTMLElement && restoreTo.isConnected) {
          restoreTo.focus({ preventScroll: true })
        }
      })
    }
  }, [active, dialog])

  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const element = dialog.current
      if (!active || !element || event.key !== 'Tab') return
      const focusable = getFocusable(element)
      const first = focusable[0]
      const last = focusable[focusable.length - 1]
      if (!first || !last) {
        event.preventDefault()
        return
      }
      const current = getDeepActiveElement(element.ownerDocument)
      if (event.shiftKey && (current === first || current === element)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && current === last) {
        event.preventDefault()
        first.focus()
      }
    },
    [active, dialog],
  )
}

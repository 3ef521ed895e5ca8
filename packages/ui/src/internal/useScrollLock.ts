import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect'

const COUNT = 'data-airlock-scroll-lock'
const SAVED = 'data-airlock-scroll-lock-overflow'

/**
 * Stops the page behind an open modal from scrolling. The count lives on <html> (not in a module
 * variable) so two modals, or two Airlock instances, unlock only when the last one closes.
 */
export function useScrollLock(active: boolean): void {
  useIsomorphicLayoutEffect(() => {
    if (!active) return
    const html = document.documentElement
    const count = Number(html.getAttribute(COUNT) ?? '0')
    if (count === 0) html.setAttribute(SAVED, html.style.getPropertyValue('overflow'))
    html.setAttribute(COUNT, String(count + 1))
    html.style.setProperty('overflow', 'hidden')
    return () => {
      const left = Number(html.getAttribute(COUNT) ?? '1') - 1
      if (left > 0) {
        html.setAttribute(COUNT, String(left))
        return
      }
      const saved = html.getAttribute(SAVED) ?? ''
      if (saved) html.style.setProperty('overflow', saved)
      else html.style.removeProperty('overflow')
      html.removeAttribute(COUNT)
      html.removeAttribute(SAVED)
    }
  }, [active])
}

/** What {@link showOver} returns: show the iframe over an anchor, hide it again. */
export type ShowOverReturnType = {
  show(anchor: Element, options?: { title?: string | undefined }): void
  hide(): void
}

/**
 * Positions `iframe` (fixed, in place in the body) over an anchor element and keeps it there while
 * the anchor moves or resizes (ResizeObserver, scroll, resize), then hides it again. The iframe is
 * never moved to another parent: that would reload it and lose what it holds.
 *
 * @example
 * const { show, hide } = showOver(iframe, window)
 * show(modalBody, { title: 'Approve the request' })
 */
export function showOver(iframe: HTMLIFrameElement, win: Window): ShowOverReturnType {
  let stop: (() => void) | undefined
  const hide = (): void => {
    stop?.()
    stop = undefined
    iframe.style.display = 'none'
    iframe.removeAttribute('title')
  }
  const show: ShowOverReturnType['show'] = (anchor, { title } = {}) => {
    stop?.()
    let frameRequest: number | undefined
    const place = (): void => {
      const rect = anchor.getBoundingClientRect()
      iframe.style.left = `${rect.left}px`
      iframe.style.top = `${rect.top}px`
      iframe.style.width = `${rect.width}px`
      iframe.style.height = `${rect.height}px`
    }
    // Scroll and resize arrive in bursts: one placement per animation frame.
    const schedule = (): void => {
      if (frameRequest !== undefined) return
      frameRequest = win.requestAnimationFrame(() => {
        frameRequest = undefined
        place()
      })
    }
    // The page's own ResizeObserver (a frame created for another document uses that one's).
    const Observer = (win as Window & { ResizeObserver?: typeof ResizeObserver }).ResizeObserver
    const observer = typeof Observer === 'function' ? new Observer(schedule) : undefined
    observer?.observe(anchor)
    win.addEventListener('resize', schedule)
    win.addEventListener('scroll', schedule, { capture: true, passive: true })
    stop = () => {
      observer?.disconnect()
      win.removeEventListener('resize', schedule)
      win.removeEventListener('scroll', schedule, { capture: true })
      if (frameRequest !== undefined) win.cancelAnimationFrame(frameRequest)
    }
    place()
    iframe.style.border = '0'
    iframe.style.display = 'block'
    if (title) iframe.title = title
    iframe.focus()
  }
  return { show, hide }
}

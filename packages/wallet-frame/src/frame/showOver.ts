/** What {@link showOver} returns: show the iframe over an anchor, hide it again. */
export type ShowOverReturnType = {
  show(anchor: Element, options?: { title?: string | undefined }): void
  hide(): void
}

/**
 * Positions `iframe` (fixed, in place in the body) over an anchor element and keeps it there while
 * shown, then hides it again. The iframe is never moved to another parent: that would reload it
 * and lose what it holds. The anchor is measured once per animation frame and the iframe moved
 * only when its box changed: a modal that opens with a transform (scale, slide) moves its body
 * without a resize or a scroll, which ResizeObserver and scroll events never report, and a frame
 * left where the animation began would hang half outside the viewport.
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
    let placed = ''
    const place = (): void => {
      const rect = anchor.getBoundingClientRect()
      const box = `${rect.left} ${rect.top} ${rect.width} ${rect.height}`
      if (box === placed) return
      placed = box
      iframe.style.left = `${rect.left}px`
      iframe.style.top = `${rect.top}px`
      iframe.style.width = `${rect.width}px`
      iframe.style.height = `${rect.height}px`
    }
    let frameRequest = 0
    const follow = (): void => {
      place()
      frameRequest = win.requestAnimationFrame(follow)
    }
    stop = () => win.cancelAnimationFrame(frameRequest)
    place()
    frameRequest = win.requestAnimationFrame(follow)
    iframe.style.border = '0'
    iframe.style.display = 'block'
    if (title) iframe.title = title
    iframe.focus()
  }
  return { show, hide }
}

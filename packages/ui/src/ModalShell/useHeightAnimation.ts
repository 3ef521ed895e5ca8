import { type RefObject, useCallback, useEffect, useRef } from 'react'
import { MODAL_HEIGHT_ANIMATION_MS } from '../constants/timings'
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect'

/**
 * When the content's height changes (a new view, a list that loaded), the body animates from the
 * old height to the new one over 150 ms, then lets go (`height` removed) so the
 * content can size itself again. Heights are set with `style.setProperty` (CSSOM, CSP-safe).
 */
export function useHeightAnimation(
  body: RefObject<HTMLElement | null>,
  content: RefObject<HTMLElement | null>,
  view: string,
  reducedMotion: boolean,
): void {
  const lastHeight = useRef<number | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const release = useCallback(() => {
    clearTimeout(timer.current)
    body.current?.style.removeProperty('height')
    body.current?.removeAttribute('data-resizing')
  }, [body])

  const measure = useCallback(() => {
    const element = body.current
    const inner = content.current
    if (!element || !inner) return
    const to = inner.getBoundingClientRect().height
    const from = lastHeight.current
    lastHeight.current = to
    if (from === null || from === to || reducedMotion) return
    clearTimeout(timer.current)
    element.style.setProperty('height', `${from}px`)
    // Reading layout here commits the start height, so the transition runs from it.
    element.getBoundingClientRect()
    element.style.setProperty('height', `${to}px`)
    element.setAttribute('data-resizing', '')
    timer.current = setTimeout(release, MODAL_HEIGHT_ANIMATION_MS)
  }, [body, content, reducedMotion, release])

  useIsomorphicLayoutEffect(() => {
    // On opening there is nothing to animate from: the first height is read after the first
    // frame (below), not here, where reading it would force a layout of the whole new modal in
    // the middle of React's commit and delay its first paint.
    if (lastHeight.current !== null) measure()
  }, [view, measure])

  useEffect(() => {
    if (typeof requestAnimationFrame === 'undefined') return
    const frame = requestAnimationFrame(() => {
      if (lastHeight.current === null) measure()
    })
    return () => cancelAnimationFrame(frame)
  }, [measure])

  // biome-ignore lint/correctness/useExhaustiveDependencies: each view has its own content element to observe
  useEffect(() => {
    const inner = content.current
    if (!inner || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => measure())
    observer.observe(inner)
    return () => observer.disconnect()
  }, [content, measure, view])

  useEffect(() => release, [release])
}

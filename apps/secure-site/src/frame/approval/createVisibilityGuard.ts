/** Why a click on Approve is ignored, or `undefined` when it counts. */
export type VisibilityVerdict = 'notVisible' | 'tooSoon' | 'tooSmall' | undefined

/** What the guard needs from the browser (injectable for tests). */
export type VisibilityGuardParameters = {
  /** The approval screen: it must be fully shown, unobscured, untransformed and opaque. */
  target: Element
  now?: () => number
  /** How long the screen must have been visible before a click counts. */
  minVisibleMs?: number
  /** The frame's own viewport, which must be at least this large (CSS pixels). */
  minSize?: { width: number; height: number }
  viewport?: () => { width: number; height: number }
}

/**
 * Measures, with IntersectionObserver v2 (`trackVisibility`), whether the approval screen is
 * really seen: wholly inside the top-level viewport, not covered by anything the embedding page
 * draws, not faded, filtered or transformed (the browser's own verdict, `isVisible`), and for how
 * long. `verdict()` says whether a click now counts: never while the screen is not visible, and not
 * before it has been visible for 500 ms without a break. A browser without v2 (no `isVisible`)
 * gets only the geometry and timing checks.
 *
 * @example
 * const guard = createVisibilityGuard({ target: screen })
 * button.onclick = () => { if (guard.verdict() === undefined) approve() }
 */
export function createVisibilityGuard(params: VisibilityGuardParameters): {
  verdict(): VisibilityVerdict
  disconnect(): void
} {
  const now = params.now ?? (() => performance.now())
  const minVisibleMs = params.minVisibleMs ?? 500
  const minSize = params.minSize ?? { width: 280, height: 280 }
  const viewport =
    params.viewport ?? (() => ({ width: window.innerWidth, height: window.innerHeight }))
  let visibleSince: number | undefined
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries.at(-1) as
        | (IntersectionObserverEntry & { isVisible?: boolean })
        | undefined
      if (!entry) return
      const whole = entry.isIntersecting && entry.intersectionRatio >= 0.99
      // `isVisible` is v2's verdict; undefined where v2 is missing (then geometry only).
      const seen = whole && entry.isVisible !== false
      if (!seen) visibleSince = undefined
      else visibleSince ??= now()
    },
    // trackVisibility and delay are v2 options (not in every DOM typing yet).
    { threshold: [0, 0.99, 1], trackVisibility: true, delay: 100 } as IntersectionObserverInit,
  )
  observer.observe(params.target)
  return {
    verdict: () => {
      const size = viewport()
      if (size.width < minSize.width || size.height < minSize.height) return 'tooSmall'
      if (visibleSince === undefined) return 'notVisible'
      if (now() - visibleSince < minVisibleMs) return 'tooSoon'
      return undefined
    },
    disconnect: () => observer.disconnect(),
  }
}

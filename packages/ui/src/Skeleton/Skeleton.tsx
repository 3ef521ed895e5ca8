import type { ReactElement } from 'react'
import { useStyles } from '../internal/useStyles'
import { skeletonCss } from './Skeleton.styles'

export type SkeletonProps = {
  shape?: 'block' | 'circle' | 'text'
}

/**
 * A placeholder block that shimmers (still under `prefers-reduced-motion`). Hidden from screen
 * readers: say "loading" once with `SkeletonRows`' `label`, or `aria-busy` on the region.
 *
 * @example
 * <Skeleton shape="circle" />
 */
export function Skeleton({ shape = 'block' }: SkeletonProps): ReactElement {
  useStyles(skeletonCss)
  return <span className="al-skeleton" data-shape={shape} aria-hidden="true" />
}

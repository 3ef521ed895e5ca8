import type { ReactElement } from 'react'
import { useStyles } from '../internal/useStyles'
import { skeletonCss } from './Skeleton.styles'

export type SkeletonRowsProps = {
  count?: number
  /** `rows` like list items, or `tiles` like the wallet grid. */
  variant?: 'rows' | 'tiles'
  /** Announced once to screen readers (a polite status), e.g. `Loading wallets`. */
  label?: string
}

/**
 * Placeholder list rows (or grid tiles) while a page of data loads.
 *
 * @example
 * <SkeletonRows count={4} label="Loading tokens" />
 */
export function SkeletonRows({
  count = 3,
  variant = 'rows',
  label,
}: SkeletonRowsProps): ReactElement {
  useStyles(skeletonCss)
  const keys = Array.from({ length: variant === 'tiles' ? count * 4 : count }, (_, i) => i)
  return (
    <div className="al-skeleton-rows" data-variant={variant}>
      {label ? (
        <span className="al-sr-only" role="status">
          {label}
        </span>
      ) : null}
      {keys.map((key) =>
        variant === 'tiles' ? (
          <span key={key} className="al-skeleton al-skeleton-tile" aria-hidden="true" />
        ) : (
          <span key={key} className="al-skeleton-row" aria-hidden="true">
            <span className="al-skeleton" data-shape="circle" />
            <span className="al-skeleton-lines">
              <span className="al-skeleton" data-shape="text" />
              <span className="al-skeleton" data-shape="text" />
            </span>
          </span>
        ),
      )}
    </div>
  )
}

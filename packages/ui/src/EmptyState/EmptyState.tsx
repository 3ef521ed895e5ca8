import type { ReactElement } from 'react'
import { Button } from '../Button/Button'
import { Icon, type IconName } from '../icons/Icon'
import { stateCss } from '../internal/state.styles'
import { useStyles } from '../internal/useStyles'

export type EmptyStateProps = {
  /** E.g. `No wallet found`, `No activity yet`. */
  title: string
  description?: string | undefined
  icon?: IconName
  actionLabel?: string | undefined
  onAction?: (() => void) | undefined
}

/**
 * What a list shows when there is nothing in it, with an optional way forward.
 *
 * @example
 * <EmptyState title="No activity yet" description="Your next transactions will show up here." />
 */
export function EmptyState({
  title,
  description,
  icon = 'empty',
  actionLabel,
  onAction,
}: EmptyStateProps): ReactElement {
  useStyles(stateCss)
  return (
    <div className="al-state" data-tone="neutral">
      <span className="al-state-icon">
        <Icon name={icon} size={26} />
      </span>
      <p className="al-state-title">{title}</p>
      {description ? <p className="al-state-text">{description}</p> : null}
      {actionLabel && onAction ? (
        <span className="al-state-action">
          <Button variant="secondary" size="sm" onClick={onAction}>
            {actionLabel}
          </Button>
        </span>
      ) : null}
    </div>
  )
}

import type { ReactElement } from 'react'
import { Button } from '../Button/Button'
import { Icon } from '../icons/Icon'
import { stateCss } from '../internal/state.styles'
import { useStyles } from '../internal/useStyles'

export type ErrorStateProps = {
  /** E.g. `Something went wrong`, `Token Balance Unavailable`. */
  title: string
  description?: string | undefined
  /** E.g. `Try again`. */
  actionLabel?: string | undefined
  onAction?: (() => void) | undefined
}

/**
 * What a view shows when it failed: an alert (read out when it appears) with an optional retry.
 *
 * @example
 * <ErrorState title="Token Balance Unavailable" actionLabel="Try again" onAction={refetch} />
 */
export function ErrorState({
  title,
  description,
  actionLabel,
  onAction,
}: ErrorStateProps): ReactElement {
  useStyles(stateCss)
  return (
    <div className="al-state" data-tone="error" role="alert">
      <span className="al-state-icon">
        <Icon name="warning" size={26} />
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

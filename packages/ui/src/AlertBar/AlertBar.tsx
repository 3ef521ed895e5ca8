import type { ReactElement } from 'react'
import { IconButton } from '../IconButton/IconButton'
import { Icon, type IconName } from '../icons/Icon'
import { useStyles } from '../internal/useStyles'

export type AlertBarVariant = 'info' | 'success' | 'warning' | 'error'

export type AlertBarProps = {
  /** The text, from the caller's catalogue (e.g. `Invalid App Configuration`). */
  message: string
  variant?: AlertBarVariant
  /** Shows a close button. */
  onClose?: (() => void) | undefined
  closeLabel?: string
}

const ICONS: Record<AlertBarVariant, IconName> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'error',
}

const alertBarCss = `
.al-alert-bar {
  display: flex; align-items: center; gap: 10px; width: 100%;
  padding: 8px 8px 8px 12px; border-radius: var(--al-i-radius-l);
  background: color-mix(in srgb, var(--al-accent) 12%, var(--al-i-bg));
  color: var(--al-text); font-size: var(--al-i-text-sm); font-weight: 500;
  box-shadow: inset 0 0 0 1px color-mix(in srgb, var(--al-accent) 30%, transparent);
}
.al-alert-bar-icon { display: inline-flex; color: var(--al-link); }
.al-alert-bar[data-variant='success'] { background: color-mix(in srgb, var(--al-success) 12%, var(--al-i-bg)); box-shadow: inset 0 0 0 1px color-mix(in srgb, var(--al-success) 35%, transparent); }
.al-alert-bar[data-variant='success'] .al-alert-bar-icon { color: var(--al-success); }
.al-alert-bar[data-variant='warning'] { background: color-mix(in srgb, var(--al-warning) 12%, var(--al-i-bg)); box-shadow: inset 0 0 0 1px color-mix(in srgb, var(--al-warning) 35%, transparent); }
.al-alert-bar[data-variant='warning'] .al-alert-bar-icon { color: var(--al-warning); }
.al-alert-bar[data-variant='error'] { background: color-mix(in srgb, var(--al-error) 12%, var(--al-i-bg)); box-shadow: inset 0 0 0 1px color-mix(in srgb, var(--al-error) 35%, transparent); }
.al-alert-bar[data-variant='error'] .al-alert-bar-icon { color: var(--al-error); }
.al-alert-bar-text { flex: 1; min-width: 0; overflow-wrap: anywhere; }
`

/**
 * A bar across the top of the modal for configuration problems and notices.
 * Warnings and errors are alerts (read out at once); info and success are status.
 *
 * @example
 * <AlertBar variant="error" message="Invalid App Configuration" onClose={hideAlert} />
 */
export function AlertBar({
  message,
  variant = 'info',
  onClose,
  closeLabel = 'Close',
}: AlertBarProps): ReactElement {
  useStyles(alertBarCss)
  const urgent = variant === 'warning' || variant === 'error'
  return (
    <div className="al-alert-bar" data-variant={variant} role={urgent ? 'alert' : 'status'}>
      <span className="al-alert-bar-icon">
        <Icon name={ICONS[variant]} size={18} />
      </span>
      <span className="al-alert-bar-text">{message}</span>
      {onClose ? <IconButton icon="close" label={closeLabel} size="sm" onClick={onClose} /> : null}
    </div>
  )
}

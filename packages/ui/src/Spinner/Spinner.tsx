import type { ReactElement } from 'react'
import { useStyles } from '../internal/useStyles'
import { spinnerCss } from './Spinner.styles'

export type SpinnerProps = {
  /** Accessible name (default `Loading`); `null` makes it decorative, e.g. inside a busy button. */
  label?: string | null
  size?: 'sm' | 'md' | 'lg'
  /** `accent` (default) or `inherit` to take the surrounding text colour. */
  tone?: 'accent' | 'inherit'
}

/**
 * An indeterminate progress indicator. Under `prefers-reduced-motion` it pulses instead of spinning.
 *
 * @example
 * <Spinner label="Connecting" size="lg" />
 */
export function Spinner({
  label = 'Loading',
  size = 'md',
  tone = 'accent',
}: SpinnerProps): ReactElement {
  useStyles(spinnerCss)
  if (label === null) {
    return <span className="al-spinner" data-size={size} data-tone={tone} aria-hidden="true" />
  }
  return (
    <span
      className="al-spinner"
      data-size={size}
      data-tone={tone}
      role="progressbar"
      aria-label={label}
    />
  )
}

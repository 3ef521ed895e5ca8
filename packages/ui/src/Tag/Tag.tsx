import type { ReactElement } from 'react'
import { useStyles } from '../internal/useStyles'
import { tagCss } from './Tag.styles'

export type TagTone = 'neutral' | 'accent' | 'success' | 'error'

export type TagProps = {
  /** The text, from the caller's message catalogue (e.g. `RECENT`, `INSTALLED`, `QR CODE`). */
  label: string
  tone?: TagTone
}

/**
 * A small label beside a name. Plain text, so it is part of the surrounding control's name.
 *
 * @example
 * <Tag label="INSTALLED" tone="success" />
 */
export function Tag({ label, tone = 'neutral' }: TagProps): ReactElement {
  useStyles(tagCss)
  return (
    <span className="al-tag" data-tone={tone}>
      {label}
    </span>
  )
}

import type { ComponentPropsWithoutRef, ReactElement } from 'react'
import { useStyles } from '../internal/useStyles'
import { buttonCss } from './Button.styles'

export type ButtonLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'className' | 'style'> & {
  /** The address it opens. */
  href: string
  /** `primary` (accent fill) or `secondary` (surface). Default `primary`. */
  variant?: 'primary' | 'secondary'
  fullWidth?: boolean
}

/**
 * A link that looks like a {@link Button}: for actions that open another page or app (a wallet's
 * deep link, a provider's page), so the browser treats the click as a navigation and never blocks it.
 *
 * @example
 * <ButtonLink href={deepLink} target="_blank" rel="noopener noreferrer">Open Rainbow</ButtonLink>
 */
export function ButtonLink({
  variant = 'primary',
  fullWidth = false,
  children,
  ...rest
}: ButtonLinkProps): ReactElement {
  useStyles(buttonCss)
  return (
    <a
      {...rest}
      className="al-button"
      data-variant={variant}
      data-size="md"
      data-full-width={fullWidth ? '' : undefined}
    >
      <span className="al-button-label">{children}</span>
    </a>
  )
}

import {
  type ComponentPropsWithoutRef,
  type ForwardRefExoticComponent,
  forwardRef,
  type MouseEvent,
  type ReactNode,
  type RefAttributes,
} from 'react'
import { useStyles } from '../internal/useStyles'
import { Spinner } from '../Spinner/Spinner'
import { buttonCss } from './Button.styles'

export type ButtonProps = Omit<ComponentPropsWithoutRef<'button'>, 'className' | 'style'> & {
  /** `primary` (accent fill), `secondary` (surface), `link` (underlined text). Default `primary`. */
  variant?: 'primary' | 'secondary' | 'link'
  size?: 'sm' | 'md' | 'lg'
  /** Shows a spinner and ignores clicks while staying focusable (`aria-busy`). */
  loading?: boolean
  fullWidth?: boolean
  /** Content before the label, e.g. an icon or an image. */
  leading?: ReactNode
  /** Content after the label. */
  trailing?: ReactNode
}

/**
 * A button in one of three variants. A loading button keeps focus and its name, says it is busy
 * and ignores clicks; a disabled one is native `disabled`.
 *
 * @example
 * <Button variant="primary" loading={pending} onClick={connect}>Connect</Button>
 */
export const Button: ForwardRefExoticComponent<ButtonProps & RefAttributes<HTMLButtonElement>> =
  /*#__PURE__*/ forwardRef<HTMLButtonElement, ButtonProps>(function Button(
    {
      variant = 'primary',
      size = 'md',
      loading = false,
      fullWidth = false,
      leading,
      trailing,
      children,
      type = 'button',
      onClick,
      ...rest
    },
    ref,
  ) {
    useStyles(buttonCss)
    const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
      if (loading) {
        event.preventDefault()
        return
      }
      onClick?.(event)
    }
    return (
      <button
        {...rest}
        ref={ref}
        type={type}
        className="al-button"
        data-variant={variant}
        data-size={size}
        data-full-width={fullWidth ? '' : undefined}
        aria-busy={loading || undefined}
        aria-disabled={loading || rest['aria-disabled'] || undefined}
        onClick={handleClick}
      >
        {loading ? <Spinner label={null} size="sm" tone="inherit" /> : leading}
        <span className="al-button-label">{children}</span>
        {trailing}
      </button>
    )
  })

import {
  type ComponentPropsWithoutRef,
  type ForwardRefExoticComponent,
  forwardRef,
  type RefAttributes,
} from 'react'
import { Icon, type IconName } from '../icons/Icon'
import { useStyles } from '../internal/useStyles'
import { iconButtonCss } from './IconButton.styles'

export type IconButtonProps = Omit<
  ComponentPropsWithoutRef<'button'>,
  'className' | 'style' | 'children' | 'aria-label'
> & {
  icon: IconName
  /** The accessible name: an icon alone says nothing to a screen reader. */
  label: string
  variant?: 'plain' | 'filled'
  size?: 'sm' | 'md'
  /** Mirror the icon in right-to-left text (arrows, chevrons). */
  flipInRtl?: boolean
}

/**
 * A square button with only an icon, named by `label` (`aria-label`).
 *
 * @example
 * <IconButton icon="close" label="Close" onClick={close} />
 */
export const IconButton: ForwardRefExoticComponent<
  IconButtonProps & RefAttributes<HTMLButtonElement>
> = /*#__PURE__*/ forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, label, variant = 'plain', size = 'md', flipInRtl = false, type = 'button', ...rest },
  ref,
) {
  useStyles(iconButtonCss)
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className="al-icon-button"
      data-variant={variant}
      data-size={size}
      aria-label={label}
    >
      <Icon name={icon} size={size === 'sm' ? 16 : 20} flip={flipInRtl} />
    </button>
  )
})

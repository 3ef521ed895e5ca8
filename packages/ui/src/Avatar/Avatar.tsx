import { type ReactElement, useId } from 'react'
import { useImageStatus } from '../internal/useImageStatus'
import { useStyles } from '../internal/useStyles'
import { avatarCss } from './Avatar.styles'
import { avatarColors } from './avatarColors'

export type AvatarProps = {
  /** The account's address; the generated picture is derived from it. */
  address: string
  /** A profile picture (e.g. from a name service); the generated one shows until and unless it loads. */
  src?: string | undefined
  size?: 'sm' | 'md' | 'lg'
  /** Accessible name; left out, the avatar is decorative (the address is usually shown beside it). */
  label?: string
}

/**
 * An account picture: the profile image when there is one, otherwise a gradient derived from the
 * address — deterministic, drawn as SVG attributes (no inline styles, no network).
 *
 * @example
 * <Avatar address="0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045" size="lg" />
 */
export function Avatar({ address, src, size = 'md', label }: AvatarProps): ReactElement {
  useStyles(avatarCss)
  const { status, onLoad, onError } = useImageStatus(src)
  // SVG ids must be unique in the shadow root; useId's punctuation is not valid in url(#...).
  const id = `al-avatar${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const [c1, c2, c3, c4, c5] = avatarColors(address)
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const }
  return (
    <span className="al-avatar" data-size={size} {...a11y}>
      {src && status !== 'failed' ? (
        <img src={src} alt="" onLoad={onLoad} onError={onError} hidden={status !== 'loaded'} />
      ) : null}
      {status !== 'loaded' ? (
        <svg viewBox="0 0 64 64" focusable="false" aria-hidden="true">
          <defs>
            <radialGradient id={`${id}-a`} cx="0.3" cy="0.25" r="0.9">
              <stop offset="0" stopColor={c1} />
              <stop offset="0.55" stopColor={c2} />
              <stop offset="1" stopColor={c3} />
            </radialGradient>
            <radialGradient id={`${id}-b`} cx="0.75" cy="0.8" r="0.55">
              <stop offset="0" stopColor={c4} />
              <stop offset="1" stopColor={c5} stopOpacity="0" />
            </radialGradient>
          </defs>
          <rect width="64" height="64" fill={`url(#${id}-a)`} />
          <rect width="64" height="64" fill={`url(#${id}-b)`} />
        </svg>
      ) : null}
    </span>
  )
}

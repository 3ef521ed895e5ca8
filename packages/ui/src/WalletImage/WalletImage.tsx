import type { ReactElement } from 'react'
import { Icon } from '../icons/Icon'
import { useImageStatus } from '../internal/useImageStatus'
import { useStyles } from '../internal/useStyles'
import { walletImageCss } from './WalletImage.styles'

export type WalletImageProps = {
  /** Image URL; left out, the fallback shows at once. */
  src?: string | undefined
  /** The wallet's name: the image's alternative text unless `decorative`. */
  name: string
  size?: 'sm' | 'md' | 'lg'
  /** The name is already next to the image (a list item): hide the image from screen readers. */
  decorative?: boolean
}

/**
 * A wallet's logo. It shimmers while loading and shows a wallet icon if the image fails or has not
 * loaded within 2 s.
 *
 * @example
 * <WalletImage src={registry.imageUrl(wallet.image_id)} name={wallet.name} size="lg" />
 */
export function WalletImage({
  src,
  name,
  size = 'md',
  decorative = false,
}: WalletImageProps): ReactElement {
  useStyles(walletImageCss)
  const { status, onLoad, onError } = useImageStatus(src)
  const alt = decorative ? '' : name
  return (
    <span
      className="al-wallet-image"
      data-size={size}
      data-status={status}
      {...(status === 'failed' && !decorative ? { role: 'img', 'aria-label': name } : {})}
    >
      {status === 'failed' ? (
        <Icon name="wallet" size={size === 'sm' ? 16 : 24} />
      ) : (
        <img
          src={src}
          alt={alt}
          decoding="async"
          draggable={false}
          onLoad={onLoad}
          onError={onError}
        />
      )}
    </span>
  )
}

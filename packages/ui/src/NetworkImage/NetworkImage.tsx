import type { ReactElement } from 'react'
import { Icon } from '../icons/Icon'
import { useImageStatus } from '../internal/useImageStatus'
import { useStyles } from '../internal/useStyles'
import { networkImageCss } from './NetworkImage.styles'

export type NetworkImageProps = {
  src?: string | undefined
  /** The network's name: the alternative text unless `decorative`. */
  name: string
  size?: 'sm' | 'md' | 'lg'
  decorative?: boolean
}

/**
 * A network's logo in a hexagon, with the same 2 s preload time-out and fallback as wallet images.
 *
 * @example
 * <NetworkImage src={network.imageUrl} name="Ethereum" size="sm" />
 */
export function NetworkImage({
  src,
  name,
  size = 'md',
  decorative = false,
}: NetworkImageProps): ReactElement {
  useStyles(networkImageCss)
  const { status, onLoad, onError } = useImageStatus(src)
  const failedAndNamed = status === 'failed' && !decorative
  return (
    <span
      className="al-network-image"
      data-size={size}
      data-status={status}
      {...(failedAndNamed ? { role: 'img', 'aria-label': name } : {})}
    >
      {status === 'failed' ? (
        <Icon name="network" size={size === 'lg' ? 24 : 16} />
      ) : (
        <img
          src={src}
          alt={decorative ? '' : name}
          decoding="async"
          draggable={false}
          onLoad={onLoad}
          onError={onError}
        />
      )}
    </span>
  )
}

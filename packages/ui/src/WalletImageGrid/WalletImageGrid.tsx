import type { ReactElement } from 'react'
import { Icon } from '../icons/Icon'
import { useImageStatus } from '../internal/useImageStatus'
import { useStyles } from '../internal/useStyles'
import { walletImageCss } from '../WalletImage/WalletImage.styles'
import { walletImageGridCss } from './WalletImageGrid.styles'

/** How many logos the grid holds: two rows of two. */
export const WALLET_IMAGE_GRID_SIZE = 4

export type WalletImageGridProps = {
  /** Logo URLs; the first four are shown. With none, a wallet icon stands alone. */
  srcs: readonly string[]
}

/**
 * Up to four wallet logos in a two-by-two grid the size of one list image: the face of an entry
 * that stands for many wallets (All Wallets). Decorative: the entry's name says what it is. A logo
 * that fails or has not loaded within 2 s leaves a small wallet icon in its cell.
 *
 * @example
 * <WalletImageGrid srcs={wallets.slice(0, 4).map((w) => registry.imageUrl(w.image_id))} />
 */
export function WalletImageGrid({ srcs }: WalletImageGridProps): ReactElement {
  useStyles(walletImageCss)
  useStyles(walletImageGridCss)
  const shown = srcs.slice(0, WALLET_IMAGE_GRID_SIZE)
  if (shown.length === 0) {
    return (
      <span className="al-wallet-image" data-size="md" data-status="failed" aria-hidden="true">
        <Icon name="wallet" size={24} />
      </span>
    )
  }
  return (
    <span className="al-wallet-image-grid" aria-hidden="true">
      {shown.map((src, index) => (
        // The same URL twice is two cells; the index keeps them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: cells are positions, not items
        <GridCell key={index} src={src} />
      ))}
    </span>
  )
}

function GridCell({ src }: { src: string }): ReactElement {
  const { status, onLoad, onError } = useImageStatus(src)
  return (
    <span data-status={status}>
      {status === 'failed' ? (
        <Icon name="wallet" size={12} />
      ) : (
        <img
          src={src}
          alt=""
          decoding="async"
          draggable={false}
          onLoad={onLoad}
          onError={onError}
        />
      )}
    </span>
  )
}

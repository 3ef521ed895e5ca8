import type { ReactElement, Ref } from 'react'
import { listItemCss } from '../internal/listItem.styles'
import { useStyles } from '../internal/useStyles'
import { Spinner } from '../Spinner/Spinner'
import { Tag, type TagTone } from '../Tag/Tag'
import { WalletImage } from '../WalletImage/WalletImage'
import { WalletImageGrid } from '../WalletImageGrid/WalletImageGrid'

export type WalletTag = { label: string; tone?: TagTone }

export type WalletListItemProps = {
  name: string
  imageSrc?: string | undefined
  /** An entry that stands for many wallets: up to four of their logos in a grid, for `imageSrc`. */
  imageSrcs?: readonly string[]
  /** Labels from the caller's catalogue: `RECENT`, `INSTALLED`, `QR CODE`... Part of the name. */
  tags?: readonly WalletTag[]
  /** A connection to this wallet is in progress: a spinner replaces the tags, `aria-busy`. */
  loading?: boolean
  loadingLabel?: string
  disabled?: boolean
  /** `row` (default) for lists, `tile` for grids. */
  layout?: 'row' | 'tile'
  onSelect?: () => void
  /** Roving focus in a grid: only one tile is in the Tab order. */
  tabIndex?: number
  /** The button element (a prop rather than `ref`, so it works on React 18 too). */
  buttonRef?: Ref<HTMLButtonElement>
}

/**
 * One wallet to connect with: its logo (2 s preload, fallback), name and tags, as one button.
 *
 * @example
 * <WalletListItem name="MetaMask" imageSrc={url} tags={[{ label: 'INSTALLED', tone: 'success' }]} onSelect={connect} />
 */
export function WalletListItem({
  name,
  imageSrc,
  imageSrcs,
  tags = [],
  loading = false,
  loadingLabel = 'Connecting',
  disabled = false,
  layout = 'row',
  onSelect,
  tabIndex,
  buttonRef,
}: WalletListItemProps): ReactElement {
  useStyles(listItemCss)
  const end = loading ? (
    <>
      <Spinner label={null} size="sm" />
      <span className="al-sr-only">{loadingLabel}</span>
    </>
  ) : tags.length > 0 ? (
    <span className="al-list-item-tags">
      {/* A tile has room for one tag; a row shows them all. */}
      {(layout === 'tile' ? tags.slice(0, 1) : tags).map((tag) => (
        <Tag key={tag.label} label={tag.label} {...(tag.tone ? { tone: tag.tone } : {})} />
      ))}
    </span>
  ) : null
  return (
    <button
      ref={buttonRef}
      type="button"
      className="al-list-item"
      data-layout={layout}
      disabled={disabled}
      aria-busy={loading || undefined}
      tabIndex={tabIndex}
      onClick={loading ? undefined : onSelect}
    >
      {imageSrcs ? (
        <WalletImageGrid srcs={imageSrcs} />
      ) : (
        <WalletImage src={imageSrc} name={name} size="md" decorative />
      )}
      <span className="al-list-item-main">
        <span className="al-list-item-title">{name}</span>
        {layout === 'tile' ? end : null}
      </span>
      {layout === 'row' ? end : null}
    </button>
  )
}

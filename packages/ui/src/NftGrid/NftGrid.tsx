import { type ReactElement, type ReactNode, useEffect, useRef, useState } from 'react'
import { useStyles } from '../internal/useStyles'
import { skeletonCss } from '../Skeleton/Skeleton.styles'
import { nftGridCss } from './NftGrid.styles'

export type NftGridItem = {
  /** Unique in the grid, e.g. `eip155:1:0x72bb.../3`. */
  id: string
  name: string
  imageSrc?: string | undefined
  /** The collection's name, under the NFT's. */
  collection?: string | undefined
  /** How many are held, already formatted by the caller (e.g. `×3`); omit for one. */
  amount?: string | undefined
}

export type NftGridProps = {
  items: readonly NftGridItem[]
  /** Accessible name of the grid (e.g. `NFTs`). */
  label: string
  /** A page is loading: skeleton cards (alone when there are no items yet). */
  loading?: boolean
  /** Announced to screen readers while loading, e.g. `Loading NFTs`. */
  loadingLabel?: string
  /** Shown instead of the grid when there are no items and nothing is loading. */
  empty?: ReactNode
  /** Called when the end of the grid scrolls into view: load the next page. */
  onEndReached?: (() => void) | undefined
}

/**
 * A grid of NFT cards: a square image (a placeholder while it loads, the name's first letter if it
 * fails), the NFT's name, its collection and the amount held. Two to four columns, by the width
 * it gets. Presentational: the caller passes formatted strings.
 *
 * @example
 * <NftGrid label="NFTs" items={[{ id: '1', name: 'Airlock Pass #1', imageSrc: url }]} />
 */
export function NftGrid({
  items,
  label,
  loading = false,
  loadingLabel,
  empty,
  onEndReached,
}: NftGridProps): ReactElement {
  useStyles(skeletonCss)
  useStyles(nftGridCss)
  const end = useRef<HTMLLIElement>(null)
  useEffect(() => {
    const target = end.current
    if (!target || loading || !onEndReached || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onEndReached()
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [loading, onEndReached])

  if (items.length === 0 && !loading && empty) return <>{empty}</>
  return (
    <>
      {loading && loadingLabel ? (
        <span className="al-sr-only" role="status">
          {loadingLabel}
        </span>
      ) : null}
      <ul className="al-nft-grid" aria-label={label} aria-busy={loading}>
        {items.map((item) => (
          <NftCard key={item.id} item={item} />
        ))}
        {loading
          ? [0, 1, 2, 3].map((key) => (
              <li key={`skeleton-${key}`} aria-hidden="true">
                <span className="al-skeleton al-nft-skeleton" />
              </li>
            ))
          : null}
        {onEndReached && !loading ? (
          <li ref={end} className="al-nft-end" aria-hidden="true" />
        ) : null}
      </ul>
    </>
  )
}

function NftCard({ item }: { item: NftGridItem }): ReactElement {
  const [state, setState] = useState<{ src: string | undefined; status: string }>({
    src: item.imageSrc,
    status: item.imageSrc ? 'loading' : 'failed',
  })
  // A new image starts over (React's "adjust state on prop change" pattern).
  if (state.src !== item.imageSrc)
    setState({ src: item.imageSrc, status: item.imageSrc ? 'loading' : 'failed' })
  const settle = (status: string) => () =>
    setState((s) => (s.src === item.imageSrc ? { ...s, status } : s))
  return (
    <li className="al-nft-card">
      <span className="al-nft-image" data-status={state.status}>
        {state.status === 'failed' ? (
          <span aria-hidden="true">{item.name.slice(0, 1).toUpperCase()}</span>
        ) : (
          <img
            src={item.imageSrc}
            alt=""
            loading="lazy"
            decoding="async"
            onLoad={settle('loaded')}
            onError={settle('failed')}
          />
        )}
      </span>
      <span className="al-nft-name" title={item.name}>
        {item.name}
      </span>
      {item.collection || item.amount ? (
        <span className="al-nft-sub">
          <span>{item.collection}</span>
          {item.amount ? <span>{item.amount}</span> : null}
        </span>
      ) : null}
    </li>
  )
}

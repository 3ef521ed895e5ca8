import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual'
import {
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react'
import { useDirection } from '../internal/useDirection'
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect'
import { useStyles } from '../internal/useStyles'
import { SkeletonRows } from '../Skeleton/SkeletonRows'
import { WalletListItem, type WalletTag } from '../WalletListItem/WalletListItem'
import { walletGridCss } from './WalletGrid.styles'

export type WalletGridEntry = {
  id: string
  name: string
  imageSrc?: string | undefined
  tags?: readonly WalletTag[]
  loading?: boolean
  disabled?: boolean
}

export type WalletGridProps = {
  wallets: readonly WalletGridEntry[]
  /** Accessible name of the list (e.g. `All Wallets`). */
  label: string
  /** `grid` (tiles, default) or `list` (rows). */
  layout?: 'grid' | 'list'
  /** Tiles per row in a grid: 2 to 5, default 4. */
  columns?: 2 | 3 | 4 | 5
  onSelect: (id: string) => void
  /** Called when the last rows come into view: load the next page. */
  onEndReached?: () => void
  /** A page is loading: skeleton rows below the wallets. */
  loadingMore?: boolean
  /** Height of the scrolling area in px. Default 400. */
  height?: number
  /** Shown instead of the list when there are no wallets and nothing is loading. */
  empty?: ReactNode
}

const ROW = { list: 64, grid: 112 } as const
const GAP = 8

/**
 * The wallet list for hundreds of entries: only the rows in view are in the DOM
 * (`@tanstack/react-virtual`), while screen readers still hear each wallet's position in the whole
 * list (`aria-setsize`/`aria-posinset`). One Tab stop; arrow keys, Home and End move between
 * wallets (scrolling them into view; left and right follow the writing direction).
 *
 * @example
 * <WalletGrid label="All Wallets" wallets={page} onSelect={connect} onEndReached={fetchNextPage} />
 */
export function WalletGrid({
  wallets,
  label,
  layout = 'grid',
  columns = 4,
  onSelect,
  onEndReached,
  loadingMore = false,
  height = 400,
  empty,
}: WalletGridProps): ReactElement {
  useStyles(walletGridCss)
  const dir = useDirection()
  const perRow = layout === 'grid' ? columns : 1
  const rowCount = Math.ceil(wallets.length / perRow)
  const scroller = useRef<HTMLDivElement>(null)
  const inner = useRef<HTMLDivElement>(null)
  const buttons = useRef(new Map<number, HTMLButtonElement>())
  const [active, setActive] = useState(0)
  const focusPending = useRef(false)

  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW[layout] + GAP,
    overscan: 3,
    // Without layout (a hidden container, a test DOM) the element measures 0: use the height we
    // were given so the first rows still render.
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) =>
        report({ width: rect.width || 360, height: rect.height || height }),
      ),
  })
  const rows = virtualizer.getVirtualItems()
  const total = virtualizer.getTotalSize()

  useIsomorphicLayoutEffect(() => {
    scroller.current?.style.setProperty('height', `${height}px`)
    inner.current?.style.setProperty('height', `${total}px`)
  }, [height, total])

  // Keep the roving index inside the list when it shrinks (a new search).
  const last = wallets.length - 1
  const current = Math.max(0, Math.min(active, last))

  useIsomorphicLayoutEffect(() => {
    if (!focusPending.current) return
    const button = buttons.current.get(current)
    if (button) {
      focusPending.current = false
      button.focus()
    }
  })

  const lastRow = rows[rows.length - 1]?.index ?? -1
  useEffect(() => {
    if (onEndReached && rowCount > 0 && lastRow >= rowCount - 2) onEndReached()
  }, [lastRow, rowCount, onEndReached])

  const moveTo = useCallback(
    (index: number) => {
      const next = Math.max(0, Math.min(index, last))
      setActive(next)
      focusPending.current = true
      virtualizer.scrollToIndex(Math.floor(next / perRow), { align: 'auto' })
    },
    [last, perRow, virtualizer],
  )

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const forward = dir === 'rtl' ? -1 : 1
    const steps: Record<string, number | 'home' | 'end'> = {
      ArrowDown: perRow,
      ArrowUp: -perRow,
      ArrowRight: layout === 'grid' ? forward : 0,
      ArrowLeft: layout === 'grid' ? -forward : 0,
      Home: 'home',
      End: 'end',
      PageDown: perRow * 4,
      PageUp: -perRow * 4,
    }
    const step = steps[event.key]
    if (step === undefined || step === 0) return
    event.preventDefault()
    moveTo(step === 'home' ? 0 : step === 'end' ? last : current + step)
  }

  if (wallets.length === 0 && !loadingMore && empty) return <>{empty}</>

  return (
    <div ref={scroller} className="al-wallet-grid" data-layout={layout} data-columns={perRow}>
      {/* biome-ignore lint/a11y/useSemanticElements: virtualized rows are absolutely positioned divs; a <ul> cannot hold them */}
      <div
        ref={inner}
        className="al-wallet-grid-inner"
        role="list"
        aria-label={label}
        onKeyDown={onKeyDown}
      >
        {rows.map((row) => (
          <VirtualRow key={row.key} start={row.start}>
            {wallets.slice(row.index * perRow, row.index * perRow + perRow).map((wallet, i) => {
              const index = row.index * perRow + i
              return (
                // biome-ignore lint/a11y/useSemanticElements: see the list above
                <div
                  key={wallet.id}
                  className="al-wallet-grid-cell"
                  role="listitem"
                  aria-setsize={wallets.length}
                  aria-posinset={index + 1}
                >
                  <WalletListItem
                    name={wallet.name}
                    imageSrc={wallet.imageSrc}
                    {...(wallet.tags ? { tags: wallet.tags } : {})}
                    loading={wallet.loading ?? false}
                    disabled={wallet.disabled ?? false}
                    layout={layout === 'grid' ? 'tile' : 'row'}
                    tabIndex={index === current ? 0 : -1}
                    onSelect={() => {
                      setActive(index)
                      onSelect(wallet.id)
                    }}
                    buttonRef={(element) => {
                      if (element) buttons.current.set(index, element)
                      else buttons.current.delete(index)
                    }}
                  />
                </div>
              )
            })}
          </VirtualRow>
        ))}
      </div>
      {loadingMore ? (
        <div className="al-wallet-grid-more">
          <SkeletonRows count={2} variant={layout === 'grid' ? 'tiles' : 'rows'} />
        </div>
      ) : null}
    </div>
  )
}

/** A row placed with a transform set through the CSSOM (a strict CSP blocks style attributes). */
function VirtualRow({ start, children }: { start: number; children: ReactNode }): ReactElement {
  const ref = useRef<HTMLDivElement>(null)
  useIsomorphicLayoutEffect(() => {
    ref.current?.style.setProperty('transform', `translateY(${start}px)`)
  }, [start])
  return (
    <div ref={ref} className="al-wallet-grid-row">
      {children}
    </div>
  )
}

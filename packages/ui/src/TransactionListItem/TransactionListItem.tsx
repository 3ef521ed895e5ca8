import type { ReactElement } from 'react'
import { Icon, type IconName } from '../icons/Icon'
import { listItemCss } from '../internal/listItem.styles'
import { useImageStatus } from '../internal/useImageStatus'
import { useStyles } from '../internal/useStyles'

export type TransactionDirection = 'in' | 'out' | 'self'
export type TransactionStatus = 'confirmed' | 'pending' | 'failed'

export type TransactionListItemProps = {
  direction: TransactionDirection
  status: TransactionStatus
  /** What happened, from the caller's catalogue (e.g. `Sent`, `Received`, `Swapped`). */
  title: string
  /** Counterparty or detail (e.g. `to 0x12...5678`). */
  description?: string
  /** Amounts as the caller formatted them (e.g. `-0.5 ETH`); a swap has two. */
  amounts?: readonly string[]
  /** When it was mined. */
  date: Date | number | string
  /** The status in words, shown (and announced) when not confirmed: `Pending`, `Failed`. */
  statusLabel?: string
  /**
   * All of its transfers are flagged as NFT spam: nothing is rendered ("spam
   * hidden"). Lists should drop such transactions; this keeps a stray one off the screen.
   */
  isSpam?: boolean
  locale?: string
  /** The image of what moved (the token's icon, the NFT's preview); the direction shows as a badge. */
  imageSrc?: string | undefined
}

const ICONS: Record<TransactionDirection, IconName> = {
  in: 'arrowDown',
  out: 'arrowUp',
  self: 'swap',
}

const transactionCss = `
.al-tx-icon {
  position: relative; display: inline-flex; flex: none; align-items: center; justify-content: center;
  width: 40px; height: 40px; border-radius: 50%;
  background: color-mix(in srgb, var(--al-accent) 14%, transparent); color: var(--al-link);
}
.al-tx-icon[data-direction='in'] { background: color-mix(in srgb, var(--al-success) 14%, transparent); color: var(--al-success); }
.al-tx[data-status='failed'] .al-tx-icon { background: color-mix(in srgb, var(--al-error) 14%, transparent); color: var(--al-error); }
.al-tx-icon img { width: 100%; height: 100%; border-radius: 50%; object-fit: cover; }
.al-tx-icon[data-image='loading'] img { opacity: 0; }
.al-tx-badge {
  position: absolute; inset-block-end: -2px; inset-inline-end: -2px; display: inline-flex;
  padding: 2px; border-radius: 50%; background: var(--al-i-bg); color: inherit;
}
.al-tx-status { font-size: var(--al-i-text-xs); font-weight: 600; color: var(--al-text-muted); }
.al-tx[data-status='failed'] .al-tx-status { color: var(--al-error); }
.al-tx-amount { font-weight: 600; white-space: nowrap; }
.al-tx[data-direction='in'] .al-tx-amount { color: var(--al-success); }
.al-tx[data-status='failed'] .al-tx-amount { text-decoration: line-through; color: var(--al-text-muted); }
`

/**
 * One transaction in the Activity tab: direction, status, amounts, date and, when given, the image of
 * what moved.
 *
 * @example
 * <TransactionListItem direction="out" status="confirmed" title="Sent" description="to vitalik.eth"
 *   amounts={['-0.5 ETH']} date={tx.metadata.minedAt} imageSrc={ethIconUrl} />
 */
export function TransactionListItem({
  direction,
  status,
  title,
  description,
  amounts = [],
  date,
  statusLabel,
  isSpam = false,
  locale,
  imageSrc,
}: TransactionListItemProps): ReactElement | null {
  useStyles(listItemCss)
  useStyles(transactionCss)
  const image = useImageStatus(imageSrc)
  if (isSpam) return null
  const icon = (
    <Icon name={status === 'failed' ? 'error' : ICONS[direction]} size={imageSrc ? 12 : 18} />
  )
  const when = new Date(date)
  const valid = !Number.isNaN(when.getTime())
  return (
    <div className="al-list-item al-tx" data-direction={direction} data-status={status}>
      {imageSrc && image.status !== 'failed' ? (
        <span className="al-tx-icon" data-direction={direction} data-image={image.status}>
          <img src={imageSrc} alt="" onLoad={image.onLoad} onError={image.onError} />
          <span className="al-tx-badge">{icon}</span>
        </span>
      ) : (
        <span className="al-tx-icon" data-direction={direction}>
          {icon}
        </span>
      )}
      <span className="al-list-item-main">
        <span className="al-list-item-title">
          {title}
          {status !== 'confirmed' && statusLabel ? (
            <>
              {' '}
              <span className="al-tx-status">{statusLabel}</span>
            </>
          ) : null}
        </span>
        {description ? <span className="al-list-item-sub">{description}</span> : null}
      </span>
      <span className="al-list-item-end">
        {amounts.map((amount) => (
          <span key={amount} className="al-tx-amount">
            {amount}
          </span>
        ))}
        {valid ? (
          <time className="al-list-item-sub" dateTime={when.toISOString()}>
            {new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' }).format(when)}
          </time>
        ) : null}
      </span>
    </div>
  )
}

import type { ReactElement } from 'react'
import { listItemCss } from '../internal/listItem.styles'
import { useImageStatus } from '../internal/useImageStatus'
import { useStyles } from '../internal/useStyles'
import { formatQuantity } from './formatQuantity'

export type TokenListItemProps = {
  name: string
  symbol: string
  /** The balance as a decimal string (the token's `quantity.numeric`); shown with 3 decimals. */
  quantity: string | number
  /** The value, already formatted by the caller (e.g. `$1,234.56`). */
  value?: string | undefined
  iconSrc?: string | undefined
  /** Locale for the quantity's digits and separators; default: the browser's. */
  locale?: string
  /** Makes the row a button (choosing a token to send or swap). */
  onSelect?: () => void
}

const tokenIconCss = `
.al-token-icon {
  display: inline-flex; flex: none; align-items: center; justify-content: center;
  width: 40px; height: 40px; border-radius: 50%; overflow: hidden;
  background: var(--al-i-fg-hover); color: var(--al-text-muted);
  font-size: var(--al-i-text-sm); font-weight: 700;
}
.al-token-icon img { width: 100%; height: 100%; object-fit: cover; }
.al-token-icon[data-status='loading'] img { opacity: 0; }
`

/**
 * A token balance: icon, name, quantity with 3 decimals (truncated) and symbol, and its value.
 *
 * @example
 * <TokenListItem name="Ether" symbol="ETH" quantity="1.23456" value="$4,012.00" iconSrc={url} />
 */
export function TokenListItem({
  name,
  symbol,
  quantity,
  value,
  iconSrc,
  locale,
  onSelect,
}: TokenListItemProps): ReactElement {
  useStyles(listItemCss)
  useStyles(tokenIconCss)
  const { status, onLoad, onError } = useImageStatus(iconSrc)
  const content = (
    <>
      <span className="al-token-icon" data-status={status} aria-hidden="true">
        {status === 'failed' ? (
          symbol.slice(0, 1).toUpperCase()
        ) : (
          <img src={iconSrc} alt="" onLoad={onLoad} onError={onError} />
        )}
      </span>
      <span className="al-list-item-main">
        <span className="al-list-item-title">{name}</span>
        <span className="al-list-item-sub">
          {formatQuantity(quantity, locale)} {symbol}
        </span>
      </span>
      {value ? <span className="al-list-item-end">{value}</span> : null}
    </>
  )
  return onSelect ? (
    <button type="button" className="al-list-item" onClick={onSelect}>
      {content}
    </button>
  ) : (
    <div className="al-list-item">{content}</div>
  )
}

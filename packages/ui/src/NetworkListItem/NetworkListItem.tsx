import type { ReactElement } from 'react'
import { Icon } from '../icons/Icon'
import { listItemCss } from '../internal/listItem.styles'
import { useStyles } from '../internal/useStyles'
import { NetworkImage } from '../NetworkImage/NetworkImage'

export type NetworkListItemProps = {
  name: string
  imageSrc?: string | undefined
  /** The active network: marked `aria-current` and with a check. */
  selected?: boolean
  /** Cannot be chosen (e.g. the wallet does not support it). */
  disabled?: boolean
  /** Shown under the name, e.g. why it is disabled. */
  description?: string
  layout?: 'row' | 'tile'
  onSelect?: () => void
}

const networkItemCss = `
.al-list-item[aria-current='true'] { box-shadow: inset 0 0 0 2px var(--al-accent); }
.al-network-check { color: var(--al-link); }
`

/**
 * A network to switch to: its hexagon logo, name, and whether it is the current one.
 *
 * @example
 * <NetworkListItem name="Base" imageSrc={url} selected={active === 'eip155:8453'} onSelect={switchTo} />
 */
export function NetworkListItem({
  name,
  imageSrc,
  selected = false,
  disabled = false,
  description,
  layout = 'row',
  onSelect,
}: NetworkListItemProps): ReactElement {
  useStyles(listItemCss)
  useStyles(networkItemCss)
  return (
    <button
      type="button"
      className="al-list-item"
      data-layout={layout}
      aria-current={selected || undefined}
      disabled={disabled}
      onClick={onSelect}
    >
      <NetworkImage src={imageSrc} name={name} size={layout === 'tile' ? 'lg' : 'md'} decorative />
      <span className="al-list-item-main">
        <span className="al-list-item-title">{name}</span>
        {description ? <span className="al-list-item-sub">{description}</span> : null}
      </span>
      {selected && layout === 'row' ? (
        <span className="al-network-check">
          <Icon name="check" size={18} />
        </span>
      ) : null}
    </button>
  )
}

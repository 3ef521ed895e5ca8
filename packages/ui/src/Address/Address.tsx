import { type ReactElement, useEffect, useRef, useState } from 'react'
import { IconButton } from '../IconButton/IconButton'
import { useStyles } from '../internal/useStyles'
import { truncateAddress } from './truncateAddress'

export type AddressProps = {
  address: string
  /** A name to show instead of the address (e.g. `vitalik.eth`); the address is still copied. */
  name?: string | undefined
  /** Characters kept at the start and the end. Default 6 and 4. */
  start?: number
  end?: number
  /** Show the copy button. Default true. */
  copyable?: boolean
  copyLabel?: string
  /** Announced, and the button's name, for a moment after a successful copy. */
  copiedLabel?: string
  /** After the clipboard accepted the address (e.g. to show a toast). */
  onCopy?: (address: string) => void
  /** The clipboard refused (no permission, insecure context). */
  onCopyError?: (error: unknown) => void
}

/** How long the check mark and `copiedLabel` stay after a copy. */
const COPIED_MS = 1500

const addressCss = `
.al-address { display: inline-flex; align-items: center; gap: 4px; min-width: 0; max-width: 100%; }
.al-address-text {
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
  font-family: var(--al-font-family-mono); font-size: var(--al-i-text-md); font-weight: 500;
}
.al-address-text[data-name] { font-family: var(--al-font-family); font-weight: 600; }
`

/**
 * An address shortened in the middle (the whole one in its tooltip), with a copy button that
 * writes it to the clipboard and says so.
 *
 * @example
 * <Address address={account.address} name={account.profileName} onCopy={() => showToast('Address copied')} />
 */
export function Address({
  address,
  name,
  start = 6,
  end = 4,
  copyable = true,
  copyLabel = 'Copy address',
  copiedLabel = 'Copied',
  onCopy,
  onCopyError,
}: AddressProps): ReactElement {
  useStyles(addressCss)
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address)
    } catch (error) {
      onCopyError?.(error)
      return
    }
    clearTimeout(timer.current)
    setCopied(true)
    timer.current = setTimeout(() => setCopied(false), COPIED_MS)
    onCopy?.(address)
  }

  return (
    <span className="al-address">
      <span className="al-address-text" title={address} data-name={name ? '' : undefined}>
        {name ?? truncateAddress(address, start, end)}
      </span>
      {copyable ? (
        <IconButton
          icon={copied ? 'check' : 'copy'}
          label={copied ? copiedLabel : copyLabel}
          size="sm"
          onClick={copy}
        />
      ) : null}
      <span className="al-sr-only" role="status">
        {copied ? copiedLabel : ''}
      </span>
    </span>
  )
}

import type { WalletListEntry } from '@airlock/core'
import { WalletImage } from '@airlock/ui'
import type { ReactElement } from 'react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { useApiClients } from '../../internal/useApiClients'
import { walletImageSrc } from '../../internal/walletImageSrc'
import { formatText } from '../../messages/formatText'

/**
 * A registry wallet with no installed connector: where to get it.
 */
export function NotInstalled({ wallet }: { wallet: WalletListEntry }): ReactElement {
  const { messages } = useAirlockInstance()
  const { registry } = useApiClients()
  const links = [
    { href: wallet.webapp_link, label: messages.openWebApp },
    { href: wallet.desktop_link, label: messages.getDesktop },
    { href: wallet.mobile_link, label: messages.getMobile },
  ].filter((link): link is { href: string; label: string } => isHttpUrl(link.href))

  return (
    <div className="al-connecting">
      <WalletImage
        src={walletImageSrc(registry, { imageId: wallet.image_id })}
        name={wallet.name}
        size="lg"
      />
      <p>{formatText(messages, 'notInstalled', { name: wallet.name })}</p>
      {links.length ? <p>{messages.notInstalledHint}</p> : null}
      <ul className="al-links">
        {links.map((link) => (
          <li key={link.label}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

// Registry links are untrusted input: only http(s) becomes a link (no `javascript:` URLs).
function isHttpUrl(value: string | null | undefined): value is string {
  if (!value) return false
  try {
    const { protocol } = new URL(value)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

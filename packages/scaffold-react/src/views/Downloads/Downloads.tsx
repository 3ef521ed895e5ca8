import { useAirlockStyles, WalletImage } from '@airlock/ui'
import type { ReactElement } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { useApiClients } from '../../internal/useApiClients'
import { walletImageSrc } from '../../internal/walletImageSrc'
import { formatText } from '../../messages/formatText'
import { downloadLinks } from './downloadLinks'

// Lives in this view's chunk. The links look like the kit's secondary buttons: a visitor sees
// where to tap (issue 21), and they stay links (they open a store or a site in a new tab).
const downloadsCss = `
.al-downloads { align-self: stretch; display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 0; list-style: none; }
.al-downloads a {
  display: flex; align-items: center; justify-content: center; min-height: 44px; padding: 0 16px;
  border-radius: var(--al-i-radius-xl); background: var(--al-i-fg); color: var(--al-text);
  box-shadow: inset 0 0 0 1px var(--al-border); font-weight: 600; text-decoration: none;
}
.al-downloads a:hover { background: var(--al-i-fg-hover); }
.al-downloads a:focus-visible { outline: 2px solid var(--al-accent); outline-offset: 2px; }
`

/**
 * Downloads (a wallet picked in GetWallet; the router's `wallet`): the wallet's logo and where to
 * get it, its Chrome extension, iOS and Android apps and website as the registry lists them, each
 * opening in a new tab.
 */
export default function Downloads(): ReactElement | null {
  const { core, messages } = useAirlockInstance()
  const { registry } = useApiClients()
  const { data } = useSnapshot(core.state.router)
  useAirlockStyles(downloadsCss)
  const wallet = data?.wallet
  if (!wallet) return null
  const links = downloadLinks(wallet)
  return (
    <div className="al-stack al-connecting">
      <WalletImage
        src={walletImageSrc(registry, { imageId: wallet.image_id })}
        name={wallet.name}
        size="lg"
      />
      <p>
        {links.length
          ? formatText(messages, 'downloadsHint', { name: wallet.name })
          : formatText(messages, 'noDownloads', { name: wallet.name })}
      </p>
      {links.length ? (
        <ul className="al-downloads" aria-label={messages.downloadsTitle}>
          {links.map((link) => (
            <li key={link.label}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {messages[link.label]}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

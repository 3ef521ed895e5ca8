import { type Connector, getAssetImageUrl, resetView, type WalletListEntry } from '@airlock/core'
import { Button, ButtonLink, ErrorState } from '@airlock/ui'
import type { ReactElement } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { isMobileDevice } from '../../internal/isMobileDevice'
import { useApiClients } from '../../internal/useApiClients'
import { WALLETCONNECT_ASSET_ID } from '../../internal/walletConnectImageId'
import { walletImageSrc } from '../../internal/walletImageSrc'
import { formatText } from '../../messages/formatText'
import { pairingFailureText } from './pairingFailureText'
import { toWalletDeepLink } from './toWalletDeepLink'
import { useWalletConnectPairing } from './useWalletConnectPairing'
import { WalletConnectQr } from './WalletConnectQr'

/**
 * ConnectingWalletConnect: a registry wallet over WalletConnect. The pairing URI as a
 * QR code with copy, the wallet's deep or universal link to open it on this device (the mobile
 * link on a phone, the desktop link on a computer; again, if the first try did nothing), where to get the wallet when it is not installed, and a refusal in words
 * with retry. The URI is renewed before it expires.
 */
export function ConnectingWalletConnect(): ReactElement | null {
  const { core } = useAirlockInstance()
  useSnapshot(core.state.router)
  const { connector, wallet } = core.state.router.data ?? {}
  if (!connector) return null
  return <Pairing connector={connector} {...(wallet ? { wallet } : {})} />
}

function Pairing({
  connector,
  wallet,
}: {
  connector: Connector
  wallet?: WalletListEntry
}): ReactElement {
  const { core, messages } = useAirlockInstance()
  const { registry } = useApiClients()
  const { uri, status, retry } = useWalletConnectPairing(core, connector, wallet, () =>
    resetView(core, 'Account'),
  )
  const name = wallet?.name ?? messages.walletConnectName
  const logoSrc = wallet
    ? walletImageSrc(registry, { imageId: wallet.image_id })
    : getAssetImageUrl(registry, WALLETCONNECT_ASSET_ID)
  // The app on this device: a phone opens the mobile link, a computer the desktop one (a mobile
  // deep link does nothing on a computer, and the reverse).
  const appLink = toWalletDeepLink(
    isMobileDevice() ? wallet?.mobile_link : wallet?.desktop_link,
    uri,
  )
  const stores = [
    { href: wallet?.mobile_link, label: messages.getMobile },
    { href: wallet?.desktop_link, label: messages.getDesktop },
    { href: wallet?.webapp_link, label: messages.openWebApp },
  ].filter((link): link is { href: string; label: string } => isHttpUrl(link.href))

  if (status !== 'connecting') {
    return (
      <div className="al-stack al-connecting">
        <ErrorState
          title={pairingFailureText(messages, status)}
          actionLabel={messages.tryAgain}
          onAction={retry}
        />
      </div>
    )
  }
  return (
    <div className="al-stack">
      <WalletConnectQr
        uri={uri}
        logoSrc={logoSrc}
        hint={
          wallet
            ? formatText(messages, 'walletConnectScanWalletHint', { name })
            : messages.walletConnectScanHint
        }
      />
      {appLink ? (
        <div className="al-row">
          <ButtonLink href={appLink} target="_blank" rel="noopener noreferrer">
            {formatText(messages, 'openWallet', { name })}
          </ButtonLink>
          <Button variant="link" onClick={() => window.open(appLink, '_blank', 'noopener')}>
            {formatText(messages, 'openWalletAgain', { name })}
          </Button>
        </div>
      ) : null}
      {wallet && stores.length ? (
        <>
          <p>{formatText(messages, 'dontHaveWallet', { name })}</p>
          <ul className="al-links">
            {stores.map((link) => (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}

// Registry links are untrusted input: only http(s) becomes a store link.
function isHttpUrl(value: string | null | undefined): value is string {
  if (!value) return false
  try {
    const { protocol } = new URL(value)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

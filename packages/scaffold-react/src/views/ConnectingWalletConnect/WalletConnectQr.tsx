import { Button, QrCode } from '@airlock/ui'
import { type ReactElement, useState } from 'react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'

export type WalletConnectQrProps = {
  uri: string
  hint: string
  logoSrc?: string | undefined
}

/**
 * The pairing URI as a QR code with a copy button. The URI is also on `data-wc-uri` of the
 * wrapper, for tests and for wallets in the same browser.
 */
export function WalletConnectQr({ uri, hint, logoSrc }: WalletConnectQrProps): ReactElement {
  const { messages } = useAirlockInstance()
  // Which URI was copied: a new one (after expiry) has not been yet.
  const [copiedUri, setCopiedUri] = useState('')
  const copied = Boolean(uri) && copiedUri === uri

  return (
    <div className="al-stack al-connecting" data-wc-uri={uri || undefined}>
      <QrCode
        uri={uri}
        label={messages.walletConnectQrLabel}
        loadingLabel={messages.creatingQrCode}
        logoSrc={logoSrc}
      />
      <p>{hint}</p>
      <Button
        variant="secondary"
        disabled={!uri}
        onClick={() => {
          navigator.clipboard?.writeText(uri).then(
            () => setCopiedUri(uri),
            () => undefined,
          )
        }}
      >
        {copied ? messages.linkCopied : messages.copyLink}
      </Button>
    </div>
  )
}

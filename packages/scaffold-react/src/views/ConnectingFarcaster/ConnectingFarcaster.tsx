import { connectFarcaster } from '@airlock/core'
import { Button, ErrorState, QrCode } from '@airlock/ui'
import { type ReactElement, useEffect, useState } from 'react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { useEmbeddedWallet } from '../embeddedWallet/useEmbeddedWallet'

/**
 * ConnectingFarcaster: core's `connectFarcaster` gets the link (shown as a QR code,
 * with copy and open) and waits for the visitor to approve it in Farcaster, then Account shows. A
 * failure offers `Try again`, which asks for a new link.
 */
export default function ConnectingFarcaster(): ReactElement | null {
  const { core, messages } = useAirlockInstance()
  const { available, embedded } = useEmbeddedWallet()
  const url = embedded.farcasterUrl ?? ''
  const [failed, setFailed] = useState(false)
  const [copied, setCopied] = useState(false)
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the trigger of a retry
  useEffect(() => {
    if (!available) return undefined
    let active = true
    setFailed(false)
    // Core runs the login (a second call while one waits joins it); leaving the view stops it.
    connectFarcaster(core).catch(() => {
      if (active) setFailed(true)
    })
    return () => {
      active = false
    }
  }, [core, available, attempt])

  if (!available) return null
  if (failed) {
    return (
      <div className="al-stack al-connecting">
        <ErrorState
          title={messages.somethingWentWrong}
          actionLabel={messages.tryAgain}
          onAction={() => setAttempt((value) => value + 1)}
        />
      </div>
    )
  }
  return (
    <div className="al-stack al-connecting">
      <QrCode uri={url} label={messages.farcasterQrLabel} loadingLabel={messages.loading} />
      <p>{messages.farcasterHint}</p>
      <div className="al-row">
        <Button
          variant="secondary"
          disabled={!url}
          data-uri={url}
          onClick={() => {
            navigator.clipboard?.writeText(url).then(
              () => setCopied(true),
              () => undefined,
            )
          }}
        >
          {copied ? messages.copied : messages.copyLink}
        </Button>
        {/^https?:\/\//.test(url) ? (
          <Button variant="secondary" onClick={() => window.open(url, '_blank', 'noopener')}>
            {messages.openLink}
          </Button>
        ) : null}
      </div>
    </div>
  )
}

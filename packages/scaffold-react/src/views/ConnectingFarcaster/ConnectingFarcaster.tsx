import { Button, QrCode } from '@airlock/ui'
import { type ReactElement, useEffect, useState } from 'react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { connectEmbeddedWallet } from '../embeddedWallet/connectEmbeddedWallet'
import { isStillWaiting } from '../embeddedWallet/isStillWaiting'
import { useEmbeddedWallet } from '../embeddedWallet/useEmbeddedWallet'

/**
 * ConnectingFarcaster (SPEC.md §2): GET_FARCASTER_URI gives the link shown as a QR code (with
 * copy and open), CONNECT_FARCASTER waits for the visitor to approve it in Farcaster, then
 * Account shows. A failure offers `Try again`, which asks for a new link.
 */
export default function ConnectingFarcaster(): ReactElement | null {
  const { core, messages } = useAirlockInstance()
  const { wallet } = useEmbeddedWallet()
  const [url, setUrl] = useState('')
  const [failed, setFailed] = useState(false)
  const [copied, setCopied] = useState(false)
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the trigger of a retry
  useEffect(() => {
    if (!wallet) return undefined
    let active = true
    setFailed(false)
    setUrl('')
    const run = async () => {
      const { url: next } = await wallet.getFarcasterUri()
      if (!active) return
      setUrl(next)
      // CONNECT_FARCASTER is a long poll: asked again until the visitor approved in Farcaster.
      for (;;) {
        try {
          await wallet.connectFarcaster()
          break
        } catch (error) {
          if (!active || !isStillWaiting(error)) throw error
          await new Promise((resolve) => setTimeout(resolve, 500))
        }
      }
      if (active) await connectEmbeddedWallet(core, wallet)
    }
    run().catch(() => {
      if (active) setFailed(true)
    })
    return () => {
      active = false
    }
  }, [core, wallet, attempt])

  if (!wallet) return null
  if (failed) {
    return (
      <div className="al-stack al-connecting">
        <p role="alert">{messages.somethingWentWrong}</p>
        <Button variant="secondary" onClick={() => setAttempt((value) => value + 1)}>
          {messages.tryAgain}
        </Button>
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

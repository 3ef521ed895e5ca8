import type { SocialProvider } from '@airlock/core'
import { Button, Spinner } from '@airlock/ui'
import { type ReactElement, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { formatText } from '../../messages/formatText'
import { connectEmbeddedWallet } from '../embeddedWallet/connectEmbeddedWallet'
import { socialLabel } from '../embeddedWallet/socialLabel'
import type { EmbeddedWallet } from '../embeddedWallet/types'
import { useEmbeddedWallet } from '../embeddedWallet/useEmbeddedWallet'

type Outcome = 'waiting' | 'closed' | 'timeout' | 'failed'

// How often a closed login window is noticed.
const WINDOW_POLL_MS = 500
// How long a visitor has in the provider's window (typing a password, a second factor) before
// SOCIALS_TIMEOUT; the spec gives the frame requests 30 s, a person needs longer. Ours.
const SOCIAL_WINDOW_TIMEOUT_MS = 300000

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error
    ? error.name === 'RequestAbortedError' ||
        ('shortMessage' in error && error.shortMessage === 'Request was aborted')
    : false
}

// The login window: GET_SOCIAL_REDIRECT_URI, the provider's pages in the window, and the secure
// site's callback posting `{ resultUri }` back to this page; then CONNECT_SOCIAL with it.
function runSocialLogin(
  wallet: EmbeddedWallet,
  provider: SocialProvider,
  popup: Window,
  done: (outcome: Outcome | 'connected') => void,
  connected: () => Promise<void>,
): () => void {
  let finished = false
  const finish = (outcome: Outcome | 'connected') => {
    if (finished) return
    finished = true
    cleanup()
    done(outcome)
  }
  const onMessage = (event: MessageEvent) => {
    // Only the login window, only from the secure site, only the one field we read.
    if (event.source !== popup || event.origin !== wallet.secureSiteOrigin) return
    const data: unknown = event.data
    if (typeof data !== 'object' || data === null || !('resultUri' in data)) return
    const { resultUri } = data
    if (typeof resultUri !== 'string' || resultUri.length > 4096) return
    window.removeEventListener('message', onMessage)
    clearInterval(poll)
    popup.close()
    wallet
      .connectSocial({ uri: resultUri, provider })
      .then(connected)
      .then(
        () => finish('connected'),
        (error: unknown) => finish(isAbort(error) ? 'timeout' : 'failed'),
      )
  }
  const poll = setInterval(() => {
    if (popup.closed) finish('closed')
  }, WINDOW_POLL_MS)
  // SOCIALS_TIMEOUT (SPEC.md §8): no answer from the provider's window in time.
  const timer = setTimeout(() => finish('timeout'), SOCIAL_WINDOW_TIMEOUT_MS)
  const cleanup = () => {
    window.removeEventListener('message', onMessage)
    clearInterval(poll)
    clearTimeout(timer)
  }
  window.addEventListener('message', onMessage)
  wallet.getSocialRedirectUri({ provider }).then(
    ({ uri }) => {
      if (!finished) popup.location.href = uri
    },
    (error: unknown) => {
      popup.close()
      finish(isAbort(error) ? 'timeout' : 'failed')
    },
  )
  return () => {
    cleanup()
    finished = true
  }
}

/**
 * ConnectingSocial: the login window of a social provider (SPEC.md §1, §7). The window opens at
 * once (a blank page first, so popup blockers see the click), goes to the provider's login from
 * GET_SOCIAL_REDIRECT_URI, and comes back through the secure site; CONNECT_SOCIAL finishes the
 * login and Account shows. A time-out says `SOCIALS_TIMEOUT` (SPEC.md §8); a closed window or a
 * failure offers `Try again`, which opens a new window from that click.
 */
export default function ConnectingSocial(): ReactElement | null {
  const { core, messages } = useAirlockInstance()
  const { data } = useSnapshot(core.state.router)
  const { wallet } = useEmbeddedWallet()
  const provider = data?.socialProvider
  const [popup, setPopup] = useState<Window | null | undefined>(undefined)
  const [outcome, setOutcome] = useState<Outcome>('waiting')

  const openWindow = () => {
    setOutcome('waiting')
    setPopup(window.open('about:blank', 'airlock-social', 'width=500,height=640') ?? null)
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once, on arrival
  useEffect(() => {
    if (popup === undefined) openWindow()
  }, [])
  useEffect(() => {
    if (!wallet || !provider || !popup) return undefined
    return runSocialLogin(
      wallet,
      provider,
      popup,
      (next) => {
        if (next !== 'connected') setOutcome(next)
      },
      () => connectEmbeddedWallet(core, wallet),
    )
  }, [core, wallet, provider, popup])

  if (!wallet || !provider) return null
  const name = socialLabel(messages, provider)
  const problem =
    popup === null || outcome === 'closed'
      ? messages.socialWindowClosed
      : outcome === 'timeout'
        ? messages.socialsTimeout
        : outcome === 'failed'
          ? messages.somethingWentWrong
          : undefined
  return (
    <div className="al-stack al-connecting">
      {problem ? (
        <>
          <p role="alert">{problem}</p>
          <Button variant="secondary" onClick={openWindow}>
            {messages.tryAgain}
          </Button>
        </>
      ) : (
        <>
          <p>{formatText(messages, 'socialWindowHint', { provider: name })}</p>
          <Spinner label={messages.authenticating} />
        </>
      )}
    </div>
  )
}

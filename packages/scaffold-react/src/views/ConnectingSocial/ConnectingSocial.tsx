import type { SocialProvider } from '@airlock/core'
import { Button, Spinner } from '@airlock/ui'
import { type ReactElement, useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { formatText } from '../../messages/formatText'
import { connectEmbeddedWallet } from '../embeddedWallet/connectEmbeddedWallet'
import { isStillWaiting } from '../embeddedWallet/isStillWaiting'
import { socialLabel } from '../embeddedWallet/socialLabel'
import type { EmbeddedWallet } from '../embeddedWallet/types'
import { useEmbeddedWallet } from '../embeddedWallet/useEmbeddedWallet'

type Outcome = 'waiting' | 'closed' | 'timeout' | 'failed'

// How often a closed login window is noticed.
const WINDOW_POLL_MS = 500
// Between two long polls, so an instant error never becomes a busy loop.
const RETRY_PAUSE_MS = 500
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
// After the window closes, how long a login that finished just before may still arrive.
const CLOSED_GRACE_MS = 3000
// How long a visitor has in the provider's window (typing a password, a second factor) before
// SOCIALS_TIMEOUT; the spec gives the frame requests 30 s, a person needs longer. Ours.
const SOCIAL_WINDOW_TIMEOUT_MS = 300000

// The login window: GET_SOCIAL_REDIRECT_URI, then the provider's pages in the window, which come
// back to the secure site's callback. Meanwhile CONNECT_SOCIAL with that URI waits (a long poll
// the frame answers when the callback finished, or with an error after a while: asked again while
// the window is open). A window closed without a login ends it after a short grace (the callback
// may have finished just before).
function runSocialLogin(
  wallet: EmbeddedWallet,
  provider: SocialProvider,
  popup: Window,
  done: (outcome: Outcome) => void,
  connected: () => Promise<void>,
): () => void {
  let finished = false
  const deadline = Date.now() + SOCIAL_WINDOW_TIMEOUT_MS
  const finish = (outcome: Outcome | 'connected') => {
    if (finished) return
    finished = true
    cleanup()
    if (outcome !== 'connected') done(outcome)
  }
  let closedAt: number | undefined
  const poll = setInterval(() => {
    if (!popup.closed) return
    closedAt ??= Date.now()
    if (Date.now() - closedAt >= CLOSED_GRACE_MS) finish('closed')
  }, WINDOW_POLL_MS)
  const cleanup = () => clearInterval(poll)

  // SPEC.md §9: GET_SOCIAL_REDIRECT_URI and CONNECT_SOCIAL time out after 30000 ms; the
  // callback tells this view, which then says SOCIALS_TIMEOUT (SPEC.md §8).
  let timedOut = false
  const onTimeout = () => {
    timedOut = true
  }
  const run = async () => {
    const { uri } = await wallet.getSocialRedirectUri({ provider, onTimeout })
    if (finished) return
    popup.location.href = uri
    for (;;) {
      try {
        await wallet.connectSocial({ uri, provider, onTimeout })
        await connected()
        finish('connected')
        return
      } catch (error) {
        if (finished) return
        if (popup.closed) return finish('closed')
        // SOCIALS_TIMEOUT (SPEC.md §8): the frame did not answer in 30000 ms, or the visitor did
        // not finish in the window in time.
        if (timedOut || Date.now() >= deadline) {
          popup.close()
          return finish('timeout')
        }
        if (!isStillWaiting(error)) return finish('failed')
        await pause(RETRY_PAUSE_MS)
      }
    }
  }
  run().catch(() => {
    if (!popup.closed) popup.close()
    finish(timedOut ? 'timeout' : 'failed')
  })
  return () => {
    finished = true
    cleanup()
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
  // Once per arrival, even when React runs the effect twice (StrictMode): one window, not two.
  const opened = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once, on arrival
  useEffect(() => {
    if (opened.current) return
    opened.current = true
    openWindow()
  }, [])
  useEffect(() => {
    if (!wallet || !provider || !popup) return undefined
    return runSocialLogin(wallet, provider, popup, setOutcome, () =>
      connectEmbeddedWallet(core, wallet),
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

import type { SocialProvider } from '@airlock/core'
import { Button, Spinner } from '@airlock/ui'
import { type ReactElement, useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { formatText } from '../../messages/formatText'
import { connectEmbeddedWallet } from '../embeddedWallet/connectEmbeddedWallet'
import { isStillWaiting } from '../embeddedWallet/isStillWaiting'
import { peekSocialRedirect } from '../embeddedWallet/peekSocialRedirect'
import { saveSocialRedirect } from '../embeddedWallet/saveSocialRedirect'
import { socialLabel } from '../embeddedWallet/socialLabel'
import { takeSocialRedirect } from '../embeddedWallet/takeSocialRedirect'
import type { EmbeddedWallet } from '../embeddedWallet/types'
import { useEmbeddedWallet } from '../embeddedWallet/useEmbeddedWallet'

type Outcome = 'waiting' | 'redirecting' | 'closed' | 'unfinished' | 'timeout' | 'failed'

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

/** Where a login is being done: a window we opened, or this page (it left and came back). */
type Place = { kind: 'window'; popup: Window } | { kind: 'redirect'; uri?: string | undefined }

// The login: GET_SOCIAL_REDIRECT_URI, then the provider's pages, which come back to the secure
// site's callback. In a window, CONNECT_SOCIAL with that URI waits meanwhile (a long poll the
// frame answers when the callback finished, or "not finished yet" after a while: asked again while
// the window is open; a window closed without a login ends it after a short grace). Without a
// window (blocked), the URI is kept in this tab and the page itself goes to the provider; back
// here, CONNECT_SOCIAL with the kept URI collects the login the callback finished.
function runSocialLogin(
  wallet: EmbeddedWallet,
  provider: SocialProvider,
  place: Place,
  done: (outcome: Outcome) => void,
  connected: () => Promise<void>,
): () => void {
  let finished = false
  const deadline = Date.now() + SOCIAL_WINDOW_TIMEOUT_MS
  const popup = place.kind === 'window' ? place.popup : undefined
  const finish = (outcome: Outcome | 'connected') => {
    if (finished) return
    finished = true
    cleanup()
    // The kept redirect is spent once its login ended (a remount before that resumes it).
    if (place.kind === 'redirect' && place.uri) takeSocialRedirect()
    if (outcome !== 'connected') done(outcome)
  }
  let closedAt: number | undefined
  const poll = popup
    ? setInterval(() => {
        if (!popup.closed) return
        closedAt ??= Date.now()
        if (Date.now() - closedAt >= CLOSED_GRACE_MS) finish('closed')
      }, WINDOW_POLL_MS)
    : undefined
  const cleanup = () => clearInterval(poll)

  // SPEC.md §9: GET_SOCIAL_REDIRECT_URI and CONNECT_SOCIAL time out after 30000 ms; the
  // callback tells this view, which then says SOCIALS_TIMEOUT (SPEC.md §8).
  let timedOut = false
  const onTimeout = () => {
    timedOut = true
  }
  const collect = async (uri: string) => {
    for (;;) {
      try {
        await wallet.connectSocial({ uri, provider, onTimeout })
        await connected()
        finish('connected')
        return
      } catch (error) {
        if (finished) return
        if (popup?.closed) return finish('closed')
        // SOCIALS_TIMEOUT (SPEC.md §8): the frame did not answer in 30000 ms, or the visitor did
        // not finish in the window in time.
        if (timedOut || Date.now() >= deadline) {
          popup?.close()
          return finish('timeout')
        }
        if (!isStillWaiting(error)) return finish('failed')
        // Back from the provider without a finished login (the visitor came back another way).
        if (!popup) return finish('unfinished')
        await pause(RETRY_PAUSE_MS)
      }
    }
  }
  const run = async () => {
    if (place.kind === 'redirect' && place.uri) return collect(place.uri)
    const { uri } = await wallet.getSocialRedirectUri({ provider, onTimeout })
    if (finished) return
    if (popup) {
      popup.location.href = uri
      return collect(uri)
    }
    // No window: keep the flow for the return and take the whole page to the provider.
    if (!saveSocialRedirect({ provider, uri, startedAt: Date.now() })) return finish('closed')
    finished = true
    cleanup()
    window.location.assign(uri)
  }
  run().catch(() => {
    if (popup && !popup.closed) popup.close()
    finish(timedOut ? 'timeout' : 'failed')
  })
  return () => {
    finished = true
    cleanup()
  }
}

/**
 * ConnectingSocial: the login of a social provider (SPEC.md §1, §7). A login window opens at once
 * (a blank page first, so popup blockers see the click), goes to the provider's login from
 * GET_SOCIAL_REDIRECT_URI, and comes back through the secure site; CONNECT_SOCIAL finishes the
 * login and Account shows. When the browser blocks the window, the page itself goes to the
 * provider (redirect) after keeping the flow in `sessionStorage` (`@airlock/SOCIAL_REDIRECT`); back
 * on the page, this view opens again and finishes with CONNECT_SOCIAL. A time-out says
 * `SOCIALS_TIMEOUT` (SPEC.md §8); a closed window or a failure offers `Try again`.
 */
export default function ConnectingSocial(): ReactElement | null {
  const { core, messages } = useAirlockInstance()
  const { data } = useSnapshot(core.state.router)
  const { wallet } = useEmbeddedWallet()
  const provider = data?.socialProvider
  const [place, setPlace] = useState<Place | undefined>(undefined)
  const [outcome, setOutcome] = useState<Outcome>('waiting')

  const start = () => {
    setOutcome('waiting')
    const popup = window.open('about:blank', 'airlock-social', 'width=500,height=640')
    setPlace(popup ? { kind: 'window', popup } : { kind: 'redirect' })
  }
  // Once per arrival, even when React runs the effect twice (StrictMode): one window, not two.
  const opened = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: starts once, on arrival
  useEffect(() => {
    if (opened.current) return
    opened.current = true
    // A copy drawn while the modal leaves this view (its exit transition) starts nothing.
    if (core.state.router.view !== 'ConnectingSocial') return
    // Back from a redirect for this provider: finish it instead of starting a new login.
    const back = peekSocialRedirect()
    if (back && back.provider === provider) setPlace({ kind: 'redirect', uri: back.uri })
    else start()
  }, [])
  useEffect(() => {
    if (!wallet || !provider || !place) return undefined
    if (place.kind === 'redirect' && !place.uri) setOutcome('redirecting')
    return runSocialLogin(wallet, provider, place, setOutcome, () =>
      connectEmbeddedWallet(core, wallet),
    )
  }, [core, wallet, provider, place])

  if (!wallet || !provider) return null
  const name = socialLabel(messages, provider)
  const problem =
    outcome === 'closed'
      ? messages.socialWindowClosed
      : outcome === 'unfinished'
        ? messages.socialLoginUnfinished
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
          <Button variant="secondary" onClick={start}>
            {messages.tryAgain}
          </Button>
        </>
      ) : (
        <>
          <p>
            {formatText(
              messages,
              outcome === 'redirecting' ? 'socialRedirectHint' : 'socialWindowHint',
              { provider: name },
            )}
          </p>
          <Spinner label={messages.authenticating} />
        </>
      )}
    </div>
  )
}

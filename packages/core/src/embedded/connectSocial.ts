import type { SocialProvider } from '../constants/features'
import type { AirlockCore } from '../createAirlockCore'
import { finishEmbeddedLogin } from './finishEmbeddedLogin'
import { isStillWaiting } from './isStillWaiting'
import { listenForSocialCallback } from './listenForSocialCallback'
import { peekSocialRedirect } from './peekSocialRedirect'
import { rememberEmbeddedUser } from './rememberEmbeddedUser'
import { requestEmbeddedFrame } from './requestEmbeddedFrame'
import { saveSocialRedirect } from './saveSocialRedirect'
import { secureSiteOrigin } from './secureSiteOrigin'
import { takeSocialCallback } from './takeSocialCallback'
import { takeSocialRedirect } from './takeSocialRedirect'
import { type EmbeddedUserReply, toEmbeddedUser } from './toEmbeddedUser'
import type { EmbeddedSocialPhase } from './types'

export type ConnectSocialParameters = { provider: SocialProvider }

// How often a closed login window is noticed.
const WINDOW_POLL_MS = 500
// After the window closes, how long its callback message (posted just before) may still arrive.
const CLOSED_GRACE_MS = 3000
// How long a visitor has in the provider's window (a password, a second factor) before
// SOCIALS_TIMEOUT; the frame's requests time out after 30 s, a person needs longer. Ours.
const SOCIAL_WINDOW_TIMEOUT_MS = 300_000

/**
 * A social login, the whole loop: a login window opens at once (a blank page
 * first, so popup blockers see the visitor's click: call this from the click or right after) and
 * goes to the provider's login from GET_SOCIAL_REDIRECT_URI (the frame makes and keeps the PKCE
 * verifier). The secure site's callback page posts `{ type: 'airlock:social-callback', uri }` back
 * to this page: taken only from the secure site's origin and from that window, it closes the
 * window and CONNECT_SOCIAL{uri} lets the frame exchange the code for the session. When the
 * browser blocks the window, the flow is kept in this tab's `sessionStorage`
 * (`@airlock/SOCIAL_REDIRECT`) and the page itself goes to the provider; the callback page sends
 * the visitor back with `#airlock-social-callback=<callback URL>`, and the same call for that
 * provider reads (and removes) the fragment and finishes. Where it stands is
 * `core.state.embedded.social` (`waiting`, `redirecting`, or how it ended: `closed`, `unfinished`,
 * `timeout` for SOCIALS_TIMEOUT, `failed`). A login already waiting for that provider is not
 * started twice; leaving the view stops it.
 *
 * @example
 * button.onclick = () => void connectSocial(core, { provider: 'github' })
 */
export async function connectSocial(
  core: AirlockCore,
  { provider }: ConnectSocialParameters,
): Promise<void> {
  const embedded = core.state.embedded
  const internals = core.internals.embedded
  if (internals.stopSocial && embedded.social?.provider === provider) return
  internals.stopSocial?.()
  const back = peekSocialRedirect()
  const returning = Boolean(back && back.provider === provider)
  const popup = returning
    ? undefined
    : (globalThis.open?.('about:blank', 'airlock-social', 'width=500,height=640') ?? undefined)
  let finished = false
  const cleanups: (() => void)[] = []
  embedded.social = { provider, phase: 'waiting' }
  // The proxy's copy (valtio wraps what is assigned): a later login replaces it.
  const social = embedded.social
  const stop = () => {
    finished = true
    for (const cleanup of cleanups.splice(0)) cleanup()
    if (internals.stopSocial === stop) internals.stopSocial = undefined
  }
  const finish = (phase: EmbeddedSocialPhase | 'connected') => {
    if (finished) return
    stop()
    if (phase !== 'connected' && embedded.social === social) embedded.social = { provider, phase }
  }
  internals.stopSocial = stop

  let timedOut = false
  const onTimeout = () => {
    timedOut = true
  }
  // The callback URL to the frame, which alone holds the verifier and finishes the login.
  const collect = async (uri: string): Promise<void> => {
    try {
      const reply = await requestEmbeddedFrame<EmbeddedUserReply>(
        core,
        'CONNECT_SOCIAL',
        { uri },
        { onTimeout },
      )
      if (finished) return
      rememberEmbeddedUser(core, toEmbeddedUser(reply))
      embedded.socialProvider = provider
      await finishEmbeddedLogin(core)
      finish('connected')
    } catch (error) {
      // "Not finished yet": a callback without a code (the visitor turned the provider down).
      finish(timedOut ? 'timeout' : isStillWaiting(error) ? 'unfinished' : 'failed')
    }
  }
  try {
    if (returning) {
      // The record is spent at once, whatever happens next (leaving the view stops the login).
      takeSocialRedirect()
      const callback = takeSocialCallback(core)
      // Back on the page without a callback (the browser's Back button): nothing to finish.
      if (!callback) return finish('unfinished')
      return await collect(callback)
    }
    const origin = secureSiteOrigin(core)
    const { uri } = await requestEmbeddedFrame<{ uri: string }>(
      core,
      'GET_SOCIAL_REDIRECT_URI',
      { provider },
      { onTimeout },
    )
    if (finished) return
    if (!popup || !origin) {
      popup?.close()
      // No window: keep the flow for the return and take the whole page to the provider.
      if (!saveSocialRedirect({ provider, uri, startedAt: Date.now() })) return finish('closed')
      embedded.social = { provider, phase: 'redirecting' }
      stop()
      globalThis.location.assign(uri)
      return
    }
    // Until the callback page posts back, the window closes, or the visitor's time runs out.
    const outcome = await new Promise<{ uri: string } | { phase: EmbeddedSocialPhase }>(
      (resolve) => {
        const off = listenForSocialCallback(origin, popup, (callback) => resolve({ uri: callback }))
        let closedAt: number | undefined
        const poll = setInterval(() => {
          if (!popup.closed) return
          closedAt ??= Date.now()
          if (Date.now() - closedAt >= CLOSED_GRACE_MS) resolve({ phase: 'closed' })
        }, WINDOW_POLL_MS)
        // The visitor's own time at the provider.
        const deadline = setTimeout(() => resolve({ phase: 'timeout' }), SOCIAL_WINDOW_TIMEOUT_MS)
        const done = () => {
          off()
          clearInterval(poll)
          clearTimeout(deadline)
        }
        cleanups.push(done)
        // Stopped (the view left): the wait ends with nothing to do.
        cleanups.push(() => resolve({ phase: 'failed' }))
        popup.location.href = uri
      },
    )
    for (const cleanup of cleanups.splice(0)) cleanup()
    if (finished) return
    if (!popup.closed) popup.close()
    if ('phase' in outcome) return finish(outcome.phase)
    await collect(outcome.uri)
  } catch {
    if (popup && !popup.closed) popup.close()
    finish(timedOut ? 'timeout' : 'failed')
  }
}

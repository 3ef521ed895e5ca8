import type { SocialProvider } from '../constants/features'
import type { AirlockCore } from '../createAirlockCore'
import { finishEmbeddedLogin } from './finishEmbeddedLogin'
import { isStillWaiting } from './isStillWaiting'
import { pause } from './pause'
import { peekSocialRedirect } from './peekSocialRedirect'
import { rememberEmbeddedUser } from './rememberEmbeddedUser'
import { requestEmbeddedFrame } from './requestEmbeddedFrame'
import { saveSocialRedirect } from './saveSocialRedirect'
import { takeSocialRedirect } from './takeSocialRedirect'
import { type EmbeddedUserReply, toEmbeddedUser } from './toEmbeddedUser'
import type { EmbeddedSocialPhase } from './types'

export type ConnectSocialParameters = { provider: SocialProvider }

// How often a closed login window is noticed.
const WINDOW_POLL_MS = 500
// Between two long polls, so an instant error never becomes a busy loop.
const RETRY_PAUSE_MS = 500
// After the window closes, how long a login that finished just before may still arrive.
const CLOSED_GRACE_MS = 3000
// How long a visitor has in the provider's window (a password, a second factor) before
// SOCIALS_TIMEOUT; the frame's requests time out after 30 s, a person needs longer. Ours.
const SOCIAL_WINDOW_TIMEOUT_MS = 300_000

/**
 * A social login (SPEC.md §1, §7), the whole loop: a login window opens at once (a blank page
 * first, so popup blockers see the visitor's click: call this from the click or right after),
 * goes to the provider's login from GET_SOCIAL_REDIRECT_URI and comes back through the secure
 * site; CONNECT_SOCIAL (asked again while the answer is "not finished yet") finishes the login and
 * Account shows. When the browser blocks the window, the flow is kept in this tab's
 * `sessionStorage` (`@airlock/SOCIAL_REDIRECT`) and the page itself goes to the provider; back on
 * the page, the same call with a kept flow for that provider finishes it. Where it stands is
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
  const kept = back && back.provider === provider ? back.uri : undefined
  const popup = kept
    ? undefined
    : (globalThis.open?.('about:blank', 'airlock-social', 'width=500,height=640') ?? undefined)
  let finished = false
  let poll: ReturnType<typeof setInterval> | undefined
  const social = { provider, phase: 'waiting' as EmbeddedSocialPhase }
  embedded.social = social
  const finish = (phase: EmbeddedSocialPhase | 'connected') => {
    if (finished) return
    finished = true
    clearInterval(poll)
    if (internals.stopSocial === stop) internals.stopSocial = undefined
    if (kept) takeSocialRedirect()
    if (phase !== 'connected' && embedded.social === social) embedded.social = { provider, phase }
  }
  const stop = () => {
    finished = true
    clearInterval(poll)
    if (internals.stopSocial === stop) internals.stopSocial = undefined
  }
  internals.stopSocial = stop

  const deadline = Date.now() + SOCIAL_WINDOW_TIMEOUT_MS
  let closedAt: number | undefined
  if (popup) {
    poll = setInterval(() => {
      if (!popup.closed) return
      closedAt ??= Date.now()
      if (Date.now() - closedAt >= CLOSED_GRACE_MS) finish('closed')
    }, WINDOW_POLL_MS)
  }
  let timedOut = false
  const onTimeout = () => {
    timedOut = true
  }
  const collect = async (uri: string): Promise<void> => {
    for (;;) {
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
        return
      } catch (error) {
        if (finished) return
        if (popup?.closed) return finish('closed')
        if (timedOut || Date.now() >= deadline) {
          popup?.close()
          return finish('timeout')
        }
        if (!isStillWaiting(error)) return finish('failed')
        // Back from the provider without a finished login.
        if (!popup) return finish('unfinished')
        await pause(RETRY_PAUSE_MS)
      }
    }
  }
  try {
    if (kept) return await collect(kept)
    const { uri } = await requestEmbeddedFrame<{ uri: string }>(
      core,
      'GET_SOCIAL_REDIRECT_URI',
      { provider },
      { onTimeout },
    )
    if (finished) return
    if (popup) {
      popup.location.href = uri
      return await collect(uri)
    }
    // No window: keep the flow for the return and take the whole page to the provider.
    if (!saveSocialRedirect({ provider, uri, startedAt: Date.now() })) return finish('closed')
    embedded.social = { provider, phase: 'redirecting' }
    stop()
    globalThis.location.assign(uri)
  } catch {
    if (popup && !popup.closed) popup.close()
    finish(timedOut ? 'timeout' : 'failed')
  }
}

import type { AirlockCore } from '../createAirlockCore'
import { secureSiteOrigin } from './secureSiteOrigin'
import { SOCIAL_CALLBACK_FRAGMENT } from './socialRedirect'
import { toSocialCallbackUri } from './toSocialCallbackUri'

/**
 * Back from a redirect login: the callback URL the secure site's callback page put in this page's
 * fragment (`#airlock-social-callback=<encoded URL>`), removed from the address bar as it is read
 * (`history.replaceState`, no navigation), so it is used once and never bookmarked or shared.
 * `undefined` when the fragment has none, or one not on the secure site's origin (dropped too).
 *
 * @example
 * const uri = takeSocialCallback(core) // 'https://secure.example/social/callback?code=…&state=…'
 */
export function takeSocialCallback(core: AirlockCore): string | undefined {
  const location = globalThis.location
  const hash = location?.hash ?? ''
  if (!hash.startsWith('#')) return undefined
  const fragment = new URLSearchParams(hash.slice(1))
  if (!fragment.has(SOCIAL_CALLBACK_FRAGMENT)) return undefined
  const value = fragment.get(SOCIAL_CALLBACK_FRAGMENT)
  fragment.delete(SOCIAL_CALLBACK_FRAGMENT)
  const rest = fragment.toString()
  try {
    globalThis.history?.replaceState(
      globalThis.history.state,
      '',
      `${location.pathname}${location.search}${rest ? `#${rest}` : ''}`,
    )
  } catch {
    // A page that cannot rewrite its URL still finishes the login.
  }
  const origin = secureSiteOrigin(core)
  return origin ? toSocialCallbackUri(value, origin) : undefined
}

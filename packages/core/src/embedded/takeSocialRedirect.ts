import { peekSocialRedirect } from './peekSocialRedirect'
import {
  SOCIAL_REDIRECT_STORAGE_KEY,
  type SocialRedirect,
  socialRedirectStorage,
} from './socialRedirect'

/**
 * The record of a redirect that left this tab, removed as it is read (one use, whatever its
 * state: a stale or malformed one is dropped too); see {@link peekSocialRedirect}.
 *
 * @example
 * const redirect = takeSocialRedirect() // { provider: 'google', uri, startedAt }
 */
export function takeSocialRedirect(now: number = Date.now()): SocialRedirect | undefined {
  const redirect = peekSocialRedirect(now)
  try {
    socialRedirectStorage()?.removeItem(SOCIAL_REDIRECT_STORAGE_KEY)
  } catch {
    // Blocked storage: nothing was kept either.
  }
  return redirect
}

import {
  SOCIAL_REDIRECT_STORAGE_KEY,
  type SocialRedirect,
  socialRedirectStorage as storage,
} from './socialRedirect'

/**
 * Keeps `redirect` for the return; false when the tab has no usable storage (the page then must
 * not navigate away, it could not finish).
 *
 * @example
 * saveSocialRedirect({ provider: 'google', uri, startedAt: Date.now() })
 */
export function saveSocialRedirect(redirect: SocialRedirect): boolean {
  try {
    const store = storage()
    if (!store) return false
    store.setItem(SOCIAL_REDIRECT_STORAGE_KEY, JSON.stringify(redirect))
    return true
  } catch {
    return false
  }
}

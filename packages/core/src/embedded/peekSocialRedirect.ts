import { SOCIAL_PROVIDERS, type SocialProvider } from '../constants/features'
import {
  SOCIAL_REDIRECT_STORAGE_KEY,
  SOCIAL_REDIRECT_TTL_MS,
  type SocialRedirect,
  socialRedirectStorage as storage,
} from './socialRedirect'

/**
 * The record of a redirect that left this tab, left in place (the view that finishes takes it
 * with {@link takeSocialRedirect}); `undefined` when there is none, it is malformed, or older than
 * the secure site's flow lifetime.
 *
 * @example
 * const redirect = peekSocialRedirect() // { provider: 'google', uri, startedAt }
 */
export function peekSocialRedirect(now: number = Date.now()): SocialRedirect | undefined {
  let raw: string | null = null
  try {
    raw = storage()?.getItem(SOCIAL_REDIRECT_STORAGE_KEY) ?? null
  } catch {
    return undefined
  }
  if (raw === null) return undefined
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null) return undefined
    const { provider, uri, startedAt } = value as Record<string, unknown>
    if (!(SOCIAL_PROVIDERS as readonly unknown[]).includes(provider)) return undefined
    if (typeof uri !== 'string' || !/^https?:\/\//.test(uri)) return undefined
    if (typeof startedAt !== 'number' || now - startedAt > SOCIAL_REDIRECT_TTL_MS) return undefined
    if (startedAt > now) return undefined
    return { provider: provider as SocialProvider, uri, startedAt }
  } catch {
    return undefined
  }
}

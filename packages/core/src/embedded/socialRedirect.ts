import type { SocialProvider } from '../constants/features'

/**
 * The page's own record of a social login that left the page (the redirect used when the browser
 * blocks the login window): `sessionStorage` key `@airlock/SOCIAL_REDIRECT`, JSON
 * `{ provider, uri, startedAt }`; per tab, read once on
 * return. The flow's secret stays in the secure frame's own storage, so the URI alone (which
 * carries only the flow's `state`) collects nothing.
 */
export const SOCIAL_REDIRECT_STORAGE_KEY = '@airlock/SOCIAL_REDIRECT'

/** How long a redirect may take before its record is ignored: the secure site's flow lifetime. */
export const SOCIAL_REDIRECT_TTL_MS = 600_000

/**
 * The `type` of the message the secure site's social callback page posts to the window that
 * opened the login window: `{ type: 'airlock:social-callback', uri }`, `uri` being the callback
 * URL (code and state). Ours, the secure site's contract with the page.
 */
export const SOCIAL_CALLBACK_MESSAGE_TYPE = 'airlock:social-callback'

/**
 * The fragment parameter the secure site's callback page adds when it sends the visitor back to
 * the dapp after a redirect login: `<dapp origin>/#airlock-social-callback=<encoded callback URL>`.
 */
export const SOCIAL_CALLBACK_FRAGMENT = 'airlock-social-callback'

/** A social login in progress in another page of this tab. */
export type SocialRedirect = { provider: SocialProvider; uri: string; startedAt: number }

/** The tab's `sessionStorage`, or `undefined` where it is missing or blocked. */
export function socialRedirectStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined
  } catch {
    // Storage can be blocked (privacy settings, sandboxed frames): then there is no redirect.
    return undefined
  }
}

/**
 * How long a purchase is waited for: twice the provider URL's 15 minutes. A redirect record older
 * than this is ignored.
 */
export const ONRAMP_WATCH_MS: number = 30 * 60 * 1000

/**
 * The page's own record of a purchase that took the whole page to the provider (the browser
 * blocked the provider's window): `sessionStorage` key `@airlock/ONRAMP_REDIRECT`, JSON
 * `{ url, address, caipNetworkId, startedAt, seen }`. Ours (no key is named for it elsewhere); per
 * tab, read once on return. `seen` holds the ids already in the account's on-ramp history when the
 * page left, so the new purchase is recognised on return.
 */
export const ONRAMP_REDIRECT_STORAGE_KEY = '@airlock/ONRAMP_REDIRECT'

/** A purchase at the provider that left this tab, as kept in `sessionStorage`. */
export type OnrampRedirect = {
  /** The provider page the tab went to. */
  url: string
  /** The wallet the purchase pays to. */
  address: string
  /** Its network (`eip155:1`). */
  caipNetworkId: string
  /** When the page left (ms since epoch). */
  startedAt: number
  /** The ids in the account's on-ramp history before the purchase. */
  seen: string[]
}

/**
 * The tab's `sessionStorage`, where the redirect record is kept, or `undefined` where it is
 * missing or blocked (then a blocked provider window is offered as a link instead).
 *
 * @example
 * const waiting = onrampRedirectStorage()?.getItem(ONRAMP_REDIRECT_STORAGE_KEY) != null
 */
export function onrampRedirectStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined
  } catch {
    // Storage can be blocked (privacy settings, sandboxed frames): then there is no redirect.
    return undefined
  }
}

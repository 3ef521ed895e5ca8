import {
  ONRAMP_REDIRECT_STORAGE_KEY,
  type OnrampRedirect,
  onrampRedirectStorage,
} from './onrampRedirect'
import { peekOnrampRedirect } from './peekOnrampRedirect'

/**
 * The record of a purchase whose page went to the provider from this tab, removed as it is read
 * (one use, whatever its state: a stale or malformed one is dropped too); see
 * {@link peekOnrampRedirect}.
 *
 * @example
 * const redirect = takeOnrampRedirect() // { url, address, caipNetworkId, startedAt, seen }
 */
export function takeOnrampRedirect(now: number = Date.now()): OnrampRedirect | undefined {
  const redirect = peekOnrampRedirect(now)
  try {
    onrampRedirectStorage()?.removeItem(ONRAMP_REDIRECT_STORAGE_KEY)
  } catch {
    // Blocked storage: nothing was kept either.
  }
  return redirect
}
